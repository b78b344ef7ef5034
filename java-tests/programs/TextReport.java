/** Builds a formatted text report with padding, alignment, totals and a bar chart, using only StringBuilder. */
public class TextReport {
    static String padRight(String s, int w) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < w) {
            sb.append(' ');
        }
        return sb.toString();
    }

    static String padLeft(String s, int w) {
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < w; i++) {
            sb.append(' ');
        }
        return sb.append(s).toString();
    }

    static String fixed2(long hundredths) {
        long abs = hundredths < 0 ? -hundredths : hundredths;
        String frac = String.valueOf(abs % 100);
        if (frac.length() < 2) {
            frac = "0" + frac;
        }
        return (hundredths < 0 ? "-" : "") + abs / 100 + "." + frac;
    }

    static String repeat(char c, int n) {
        char[] cs = new char[n];
        for (int i = 0; i < n; i++) {
            cs[i] = c;
        }
        return new String(cs);
    }

    public static void main(String[] args) {
        String[] regions = {"North", "South", "East", "West", "Central"};
        long[][] sales = {{12050, 9900, 15075, 8020}, {5000, 7525, 6010, 9999}, {20000, 18050, 17500, 21000}, {300, 450, 0, 1200},
                {11111, 22222, 33333, 44444}};
        String[] quarters = {"Q1", "Q2", "Q3", "Q4"};
        StringBuilder report = new StringBuilder();
        report.append("SALES REPORT").append('\n');
        report.append(repeat('=', 62)).append('\n');
        report.append(padRight("Region", 10));
        for (int q = 0; q < quarters.length; q++) {
            report.append(padLeft(quarters[q], 10));
        }
        report.append(padLeft("Total", 12)).append('\n');
        report.append(repeat('-', 62)).append('\n');
        long[] colTotals = new long[quarters.length];
        long grand = 0;
        for (int r = 0; r < regions.length; r++) {
            report.append(padRight(regions[r], 10));
            long rowTotal = 0;
            for (int q = 0; q < quarters.length; q++) {
                report.append(padLeft(fixed2(sales[r][q]), 10));
                rowTotal += sales[r][q];
                colTotals[q] += sales[r][q];
            }
            grand += rowTotal;
            report.append(padLeft(fixed2(rowTotal), 12)).append('\n');
        }
        report.append(repeat('-', 62)).append('\n');
        report.append(padRight("Total", 10));
        for (int q = 0; q < quarters.length; q++) {
            report.append(padLeft(fixed2(colTotals[q]), 10));
        }
        report.append(padLeft(fixed2(grand), 12)).append('\n');
        report.append('\n').append("Share of grand total:").append('\n');
        for (int r = 0; r < regions.length; r++) {
            long rowTotal = 0;
            for (int q = 0; q < quarters.length; q++) {
                rowTotal += sales[r][q];
            }
            int pct = (int) (rowTotal * 100 / grand);
            double exact = rowTotal * 100.0 / grand;
            report.append(padRight(regions[r], 10)).append(padLeft(pct + "%", 5)).append(' ').append(repeat('#', pct / 2))
                    .append(" (").append((long) (exact * 1000) / 1000.0).append(")\n");
        }
        String text = report.toString();
        System.out.print(text);
        int lines = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lines++;
            }
        }
        System.out.println("report has " + lines + " lines and " + text.length() + " chars, hash " + text.hashCode());
        String[] rows = text.split("\n");
        String longest = "";
        for (int i = 0; i < rows.length; i++) {
            if (rows[i].length() > longest.length()) {
                longest = rows[i];
            }
        }
        System.out.println("longest line: [" + longest.trim() + "]");
    }
}
