/** Float and double arithmetic: precision, NaN and infinity comparisons, remainders, negative zero. */
public class FloatDoubleArith {
    static double dzero() { return 0.0; }
    static float fzero() { return 0.0f; }

    public static void main(String[] args) {
        float f = 0.1f + 0.2f;
        double d = 0.1 + 0.2;
        System.out.println("float 0.1+0.2=" + f + " double=" + d);
        System.out.println("float==0.3f " + (f == 0.3f) + " double==0.3 " + (d == 0.3));
        float fsum = 0f;
        double dsum = 0.0;
        for (int i = 0; i < 10; i++) {
            fsum += 0.1f;
            dsum += 0.1;
        }
        System.out.println("fsum=" + fsum + " dsum=" + dsum);
        System.out.println("1/3 f=" + (1f / 3f) + " d=" + (1.0 / 3.0));
        System.out.println("float big=" + (16777216f + 1f) + " double big=" + (9007199254740992.0 + 1.0));
        System.out.println("float to double=" + (double) 0.1f);
        System.out.println("double to float=" + (float) 0.1);
        double nan = dzero() / dzero();
        double inf = 1.0 / dzero();
        double ninf = -1.0 / dzero();
        System.out.println("nan=" + nan + " inf=" + inf + " ninf=" + ninf);
        System.out.println("nan==nan " + (nan == nan) + " nan!=nan " + (nan != nan));
        System.out.println("nan<1 " + (nan < 1) + " nan>1 " + (nan > 1) + " nan<=1 " + (nan <= 1) + " nan>=1 " + (nan >= 1));
        System.out.println("!(nan<1) " + !(nan < 1) + " !(nan>1) " + !(nan > 1));
        System.out.println("inf>max " + (inf > Double.MAX_VALUE) + " ninf<-max " + (ninf < -Double.MAX_VALUE));
        System.out.println("inf-inf=" + (inf - inf) + " inf*0=" + (inf * 0) + " inf+inf=" + (inf + inf) + " 1/inf=" + (1 / inf));
        System.out.println("isNaN " + Double.isNaN(nan) + " " + Double.isNaN(inf) + " isInfinite " + Double.isInfinite(ninf));
        float fnan = fzero() / fzero();
        float finf = 1f / fzero();
        System.out.println("fnan=" + fnan + " finf=" + finf + " fnan==fnan " + (fnan == fnan) + " fnan<0 " + (fnan < 0f) + " fnan>0 " + (fnan > 0f));
        System.out.println("float max*2=" + (Float.MAX_VALUE * 2f) + " double max*2=" + (Double.MAX_VALUE * 2));
        System.out.println("float overflow via double=" + (float) (Float.MAX_VALUE * 2.0));
        // remainder
        System.out.println("5.5%2=" + (5.5 % 2) + " -5.5%2=" + (-5.5 % 2) + " 5.5%-2=" + (5.5 % -2));
        System.out.println("5.5f%2f=" + (5.5f % 2f) + " -7.25f%2.5f=" + (-7.25f % 2.5f));
        System.out.println("1%0.0=" + (1 % dzero()) + " inf%2=" + (inf % 2) + " 2%inf=" + (2 % inf));
        System.out.println("1f%0f=" + (1f % fzero()));
        System.out.println("10.0%3.3=" + (10.0 % 3.3) + " 0.7%0.1=" + (0.7 % 0.1));
        // negative zero
        double nz = -0.0;
        double pz = 0.0;
        System.out.println("nz=" + nz + " pz=" + pz + " nz==pz " + (nz == pz));
        System.out.println("1/nz=" + (1 / nz) + " 1/pz=" + (1 / pz));
        System.out.println("-(0.0)=" + (-pz) + " 0.0*-1=" + (pz * -1) + " nz+0=" + (nz + 0.0) + " nz-0=" + (nz - 0.0));
        System.out.println("min(0,-0)=" + Math.min(pz, nz) + " max(-0,0)=" + Math.max(nz, pz));
        float fnz = -0.0f;
        System.out.println("fnz=" + fnz + " 1/fnz=" + (1f / fnz));
        System.out.println("nz<pz " + (nz < pz) + " nz>pz " + (nz > pz));
        // division by zero doesn't throw for floating point
        System.out.println("5.0/0=" + (5.0 / 0) + " -5.0/0=" + (-5.0 / 0) + " 0.0/0=" + (0.0 / 0));
        // mixed type promotion
        int i = 7;
        long l = 3;
        float ff = 2.5f;
        double dd = 1.25;
        System.out.println("i/l=" + (i / l) + " i/ff=" + (i / ff) + " l*dd=" + (l * dd) + " i+ff+dd=" + (i + ff + dd));
        System.out.println("int to float loses: " + (float) 16777217 + " " + (float) 123456789 + " long to double: " + (double) 9007199254740993L);
        System.out.println("long to float: " + (float) Long.MAX_VALUE + " " + (double) Long.MIN_VALUE);
        // fcmpl/fcmpg style via ternaries
        float[] fs = {1f, -1f, 0f, -0f, fnan, finf};
        for (int a = 0; a < fs.length; a++) {
            StringBuilder sb = new StringBuilder();
            for (int b = 0; b < fs.length; b++) {
                float x = fs[a];
                float y = fs[b];
                sb.append(x < y ? '<' : x > y ? '>' : x == y ? '=' : '?');
            }
            System.out.println("cmp row " + a + ": " + sb);
        }
        double x = 1.0;
        int steps = 0;
        while (1.0 + x != 1.0) {
            x /= 2;
            steps++;
        }
        System.out.println("double eps steps=" + steps + " x=" + x);
        float fx = 1.0f;
        steps = 0;
        while (1.0f + fx != 1.0f) {
            fx /= 2;
            steps++;
        }
        System.out.println("float eps steps=" + steps + " fx=" + fx);
        double under = Double.MIN_VALUE;
        System.out.println("min/2=" + (under / 2) + " min*0.5=" + (under * 0.5) + " min*0.75=" + (under * 0.75));
        float fu = Float.MIN_VALUE;
        System.out.println("fmin/2=" + (fu / 2) + " fmin*1.5=" + (fu * 1.5f));
        double compound = 10;
        compound += 0.5;
        compound *= 3;
        compound /= 4;
        compound -= 1;
        compound %= 3;
        System.out.println("compound=" + compound);
        float fc = 3;
        fc /= 7;
        fc *= 7;
        System.out.println("fc=" + fc);
    }
}
