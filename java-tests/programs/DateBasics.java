// rjvm-test: jvm=-Duser.timezone=America/New_York
import java.util.*;

/** java.util.Date: millisecond constructors, comparisons, hashCode, toString in a DST zone, deprecated fields. */
public class DateBasics {
    public static void main(String[] args) {
        long[] instants = {0L, -1L, 1L, 86_399_999L, 951_782_400_000L, 1_700_000_000_000L, 1_690_000_000_000L,
            1_710_054_000_000L, 1_710_053_999_999L, -86_400_000L * 365 * 70, 253_402_300_799_000L, 1_000_000_000_123L};
        for (long t : instants) {
            Date d = new Date(t);
            System.out.println(t + " -> " + d + " hash=" + d.hashCode() + " year=" + d.getYear() + " month=" + d.getMonth()
                + " date=" + d.getDate() + " day=" + d.getDay() + " " + d.getHours() + ":" + d.getMinutes() + ":"
                + d.getSeconds() + " tzoff=" + d.getTimezoneOffset());
        }
        Date a = new Date(1000);
        Date b = new Date(2000);
        Date a2 = new Date(1000);
        System.out.println("before " + a.before(b) + " " + b.before(a) + " " + a.before(a2));
        System.out.println("after " + a.after(b) + " " + b.after(a));
        System.out.println("compareTo " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(a2));
        System.out.println("equals " + a.equals(a2) + " " + a.equals(b) + " " + a.equals(null) + " " + a.equals("x"));
        Date c = (Date) a.clone();
        System.out.println("clone " + c.equals(a) + " " + (c != a) + " " + c.getTime());
        c.setTime(5000);
        System.out.println("setTime " + c.getTime() + " original " + a.getTime());
        List<Date> dates = new ArrayList<>();
        for (long t : instants) dates.add(new Date(t));
        Collections.sort(dates);
        System.out.println("sorted first " + dates.get(0).getTime() + " last " + dates.get(dates.size() - 1).getTime());
        Set<Date> set = new HashSet<>(Arrays.asList(new Date(7), new Date(7), new Date(8)));
        System.out.println("set size " + set.size());
        Map<Date, String> tree = new TreeMap<>();
        tree.put(new Date(30), "c");
        tree.put(new Date(10), "a");
        tree.put(new Date(20), "b");
        System.out.println("tree " + tree.values());

        long before = System.currentTimeMillis();
        Date now = new Date();
        long after = System.currentTimeMillis();
        System.out.println("now in range " + (now.getTime() >= before && now.getTime() <= after));
        System.out.println("now toString length " + now.toString().length());

        Date local = new Date(124, 2, 10, 3, 30, 15);
        System.out.println("Date(124,2,10,3,30,15) " + local + " " + local.getTime());
        Date carry = new Date(99, 13, 32);
        System.out.println("Date(99,13,32) " + carry + " " + carry.getTime());
        Date summer = new Date(123, 6, 4, 12, 0);
        System.out.println("Date(123,6,4,12,0) " + summer + " tzoff=" + summer.getTimezoneOffset());
    }
}
