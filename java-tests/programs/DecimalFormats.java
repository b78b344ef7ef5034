import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.NumberFormat;

/** java.text.DecimalFormat patterns and half-even rounding on exact binary values (as HotSpot since JDK 8). */
public class DecimalFormats {
    public static void main(String[] args) {
        String[] patterns = {"#.000000000", "#,##0.00", "0.###", "#", "00.0", "#,##0", "0.00%", "$#,##0.00;($#,##0.00)", "'#'0.0 'units'", "#.##"};
        double[] values = {0, 1.2742241527924, -3.14159, 0.15, 0.25, 0.35, 2.5, 3.5, 1234567.891, -0.001, 0.0004, 1e-10, 123456789012.345, 0.1 + 0.2, 1.005, 99.995, -0.0};
        for (String p : patterns) {
            DecimalFormat f = new DecimalFormat(p);
            StringBuilder sb = new StringBuilder(p).append(" ->");
            for (double v : values) sb.append(' ').append(f.format(v));
            sb.append(" | ").append(f.format(42L)).append(' ').append(f.format(-1234567L));
            System.out.println(sb);
        }
        System.out.println(NumberFormat.getInstance().format(1234567.8915) + " " + NumberFormat.getIntegerInstance().format(2.5) + " " + NumberFormat.getIntegerInstance().format(3.5)
                + " " + NumberFormat.getPercentInstance().format(0.256) + " " + NumberFormat.getNumberInstance().format(-0.0005));
        DecimalFormat up = new DecimalFormat("0.00");
        for (RoundingMode m : new RoundingMode[] {RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR}) {
            up.setRoundingMode(m);
            System.out.println(m + " " + up.format(0.125) + " " + up.format(-0.125) + " " + up.format(2.675) + " " + up.format(1.0001) + " " + up.format(-7.0049));
        }
        DecimalFormat custom = new DecimalFormat("0.0");
        custom.setMaximumFractionDigits(4);
        custom.setMinimumIntegerDigits(3);
        custom.setGroupingUsed(true);
        System.out.println(custom.format(3.14159265) + " " + custom.format(12345.5) + " " + custom.format(Double.NaN) + " " + custom.format(Double.POSITIVE_INFINITY) + " " + custom.format(Double.NEGATIVE_INFINITY));
        double sum = 0;
        for (int i = 1; i <= 100; i++) sum += 1.0 / i;
        System.out.println(new DecimalFormat("#.000000000").format(sum) + " " + new DecimalFormat("#.000000000").format(Math.sqrt(2)));
    }
}
