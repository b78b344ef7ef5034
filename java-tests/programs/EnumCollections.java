import java.util.*;

/** EnumMap and EnumSet: ordinal order, views, copies, ranges, complements, nulls. */
public class EnumCollections {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    enum Op {
        ADD { int apply(int a, int b) { return a + b; } },
        MUL { int apply(int a, int b) { return a * b; } };
        abstract int apply(int a, int b);
    }

    public static void main(String[] args) {
        EnumMap<Day, Integer> hours = new EnumMap<>(Day.class);
        hours.put(Day.FRI, 6);
        hours.put(Day.MON, 8);
        hours.put(Day.WED, null);
        hours.merge(Day.MON, 1, Integer::sum);
        System.out.println(hours + " " + hours.size() + " " + hours.get(Day.WED) + " " + hours.containsKey(Day.WED) + " " + hours.containsKey(Day.SUN) + " " + hours.containsValue(null));
        System.out.println(hours.keySet() + " " + hours.values() + " " + hours.entrySet());
        for (Map.Entry<Day, Integer> e : hours.entrySet()) if (e.getKey() == Day.FRI) e.setValue(7);
        hours.remove(Day.WED);
        System.out.println(hours + " " + new EnumMap<>(hours).equals(hours) + " " + hours.equals(new HashMap<>(hours)));
        Map<Day, String> fromHash = new HashMap<>();
        fromHash.put(Day.SUN, "rest");
        fromHash.put(Day.TUE, "work");
        System.out.println(new EnumMap<>(fromHash));
        try { hours.put(null, 1); } catch (NullPointerException e) { System.out.println("null key rejected"); }
        EnumMap<Op, Integer> results = new EnumMap<>(Op.class);
        for (Op op : Op.values()) results.put(op, op.apply(6, 7));
        System.out.println(results);

        EnumSet<Day> weekend = EnumSet.of(Day.SUN, Day.SAT);
        EnumSet<Day> weekdays = EnumSet.complementOf(weekend);
        System.out.println(weekend + " " + weekdays + " " + EnumSet.allOf(Day.class).size() + " " + EnumSet.noneOf(Day.class) + " " + EnumSet.range(Day.TUE, Day.THU));
        weekdays.removeIf(d -> d.ordinal() % 2 == 0);
        System.out.println(weekdays + " " + weekdays.contains(Day.TUE) + " " + weekdays.contains(Day.MON) + " " + EnumSet.copyOf(Arrays.asList(Day.WED, Day.MON)));
        EnumSet<Day> all = EnumSet.allOf(Day.class);
        all.retainAll(Arrays.asList(Day.FRI, Day.MON));
        Iterator<Day> it = all.iterator();
        it.next();
        it.remove();
        System.out.println(all + " " + EnumSet.of(Op.MUL, Op.ADD) + " " + weekend.equals(new HashSet<>(Arrays.asList(Day.SAT, Day.SUN))));
        try { EnumSet.range(Day.FRI, Day.MON); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        int mask = 0;
        for (Day d : EnumSet.of(Day.MON, Day.WED, Day.FRI, Day.SUN)) mask |= 1 << d.ordinal();
        System.out.println("mask " + mask);
    }
}
