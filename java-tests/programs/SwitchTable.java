/** tableswitch: dense cases, negative keys, default, fall-through, switches in loops and nested switches. */
public class SwitchTable {
    static String dense(int x) {
        switch (x) {
            case 0:
                return "zero";
            case 1:
                return "one";
            case 2:
                return "two";
            case 3:
                return "three";
            case 4:
                return "four";
            case 5:
                return "five";
            default:
                return "other(" + x + ")";
        }
    }

    static String negative(int x) {
        switch (x) {
            case -3:
                return "minus three";
            case -2:
                return "minus two";
            case -1:
                return "minus one";
            case 0:
                return "zero";
            case 1:
                return "one";
            default:
                return "default";
        }
    }

    static String fallThrough(int x) {
        StringBuilder sb = new StringBuilder();
        switch (x) {
            case 1:
                sb.append("a");
            case 2:
                sb.append("b");
            case 3:
                sb.append("c");
                break;
            case 4:
                sb.append("d");
            default:
                sb.append("z");
            case 5:
                sb.append("e");
        }
        return sb.toString();
    }

    static int noDefault(int x) {
        int r = -1;
        switch (x) {
            case 10:
                r = 100;
                break;
            case 11:
                r = 110;
                break;
            case 12:
                r = 120;
                break;
            case 14:
                r = 140;
                break;
        }
        return r;
    }

    static String nested(int a, int b) {
        switch (a) {
            case 0:
                switch (b) {
                    case 0:
                        return "0/0";
                    case 1:
                        return "0/1";
                    default:
                        return "0/?";
                }
            case 1:
                switch (b) {
                    case 0:
                        return "1/0";
                    default:
                        break;
                }
                return "1/after";
            default:
                return "?/?";
        }
    }

    static int extremes(int x) {
        switch (x) {
            case Integer.MAX_VALUE - 2:
                return 1;
            case Integer.MAX_VALUE - 1:
                return 2;
            case Integer.MAX_VALUE:
                return 3;
            default:
                return 0;
        }
    }

    static int minExtremes(int x) {
        switch (x) {
            case Integer.MIN_VALUE:
                return 1;
            case Integer.MIN_VALUE + 1:
                return 2;
            case Integer.MIN_VALUE + 2:
                return 3;
            default:
                return 0;
        }
    }

    public static void main(String[] args) {
        for (int i = -2; i <= 7; i++) {
            System.out.println("dense " + i + " " + dense(i));
        }
        for (int i = -5; i <= 3; i++) {
            System.out.println("negative " + i + " " + negative(i));
        }
        for (int i = 0; i <= 6; i++) {
            System.out.println("fallThrough " + i + " " + fallThrough(i));
        }
        for (int i = 9; i <= 15; i++) {
            System.out.println("noDefault " + i + " " + noDefault(i));
        }
        System.out.println(nested(0, 0) + " " + nested(0, 1) + " " + nested(0, 5) + " " + nested(1, 0) + " " + nested(1, 1) + " " + nested(2, 2));
        System.out.println("extremes " + extremes(Integer.MAX_VALUE) + extremes(Integer.MAX_VALUE - 1) + extremes(Integer.MAX_VALUE - 2)
                + extremes(Integer.MIN_VALUE) + extremes(0));
        System.out.println("minExtremes " + minExtremes(Integer.MIN_VALUE) + minExtremes(Integer.MIN_VALUE + 2) + minExtremes(Integer.MAX_VALUE));
        byte b = -1;
        switch (b) {
            case -1:
                System.out.println("byte switch -1");
                break;
            default:
                System.out.println("byte default");
        }
        short s = 300;
        switch (s) {
            case 299:
            case 300:
            case 301:
                System.out.println("short switch near 300");
                break;
            default:
                System.out.println("short default");
        }
        int[] histogram = new int[7];
        for (int i = 0; i < 1000; i++) {
            switch ((i * 5 + i / 3) % 7) {
                case 0:
                    histogram[0]++;
                    break;
                case 1:
                    histogram[1]++;
                    break;
                case 2:
                    histogram[2]++;
                    break;
                case 3:
                    histogram[3] += 2;
                    break;
                case 4:
                    histogram[4]++;
                    break;
                case 5:
                    histogram[5]++;
                    break;
                default:
                    histogram[6]++;
            }
        }
        System.out.println("histogram " + histogram[0] + " " + histogram[1] + " " + histogram[2] + " " + histogram[3] + " " + histogram[4] + " " + histogram[5] + " " + histogram[6]);
    }
}
