/** switch on enums: all constants, default, fall-through, enums with bodies, switch in another class, null selector. */
public class EnumSwitch {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    enum Suit { CLUBS { String c() { return "c"; } }, DIAMONDS, HEARTS { String c() { return "h"; } }, SPADES; String c() { return "?"; } }

    static String kind(Day d) {
        switch (d) {
            case SAT:
            case SUN:
                return "weekend";
            case FRI:
                return "almost";
            default:
                return "weekday";
        }
    }

    static int fallCount(Day d) {
        int n = 0;
        switch (d) {
            case MON: n++;
            case TUE: n++;
            case WED: n++;
            case THU: n++;
            case FRI: n++; break;
            case SAT: n += 10;
            default: n += 100;
        }
        return n;
    }

    static String color(Suit s) {
        String r;
        switch (s) {
            case HEARTS: case DIAMONDS: r = "red"; break;
            case CLUBS: case SPADES: r = "black"; break;
            default: r = "none";
        }
        return r;
    }

    static class Other {
        static int score(Suit s) {
            switch (s) {
                case SPADES: return 4;
                case HEARTS: return 3;
                default: return 0;
            }
        }
        static String dayNoDefault(Day d) {
            String r = "unset";
            switch (d) { case WED: r = "mid"; break; case MON: r = "start"; break; }
            return r;
        }
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) System.out.println(d + " " + kind(d) + " fall=" + fallCount(d) + " other=" + Other.dayNoDefault(d));
        for (Suit s : Suit.values()) System.out.println(s + " " + color(s) + " " + s.c() + " score=" + Other.score(s));
        Day d = null;
        try {
            kind(d);
        } catch (NullPointerException e) {
            System.out.println("switch on null enum: " + e.getClass().getName());
        }
        int total = 0;
        for (int i = 0; i < 70; i++) {
            Day x = Day.values()[i % 7];
            switch (x) {
                case MON: total += 1; break;
                case SUN: total += 7; break;
                case WED: continue;
                default: total += 100;
            }
            total++;
        }
        System.out.println("loop total " + total);
        StringBuilder sb = new StringBuilder();
        for (Day a : Day.values()) {
            switch (a) {
                case SAT:
                case SUN:
                    for (Suit s : Suit.values()) {
                        switch (s) {
                            case HEARTS: sb.append('H'); break;
                            default: sb.append('.');
                        }
                    }
                    break;
                default:
                    sb.append(a.name().charAt(0));
            }
        }
        System.out.println("nested: " + sb);
    }
}
