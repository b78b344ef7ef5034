import java.util.*;

/**
 * Runtime.version() and Runtime.Version: the running feature release, parsing of version
 * strings with pre-release, build and optional parts, accessors, ordering, equality, toString
 * and the JDK's messages for malformed strings. The running VM's full version string differs
 * between VMs, so only its feature number is printed.
 */
public class RuntimeVersions {
    public static void main(String[] args) {
        Runtime.Version running = Runtime.version();
        System.out.println("feature " + running.feature() + " " + (running.version().get(0) == 17) + " " + running.equals(Runtime.Version.parse(running.toString())));
        String[] samples = {"17", "17.0.2", "17.0.2+8", "9-ea", "9-ea+19", "11.0.1-LTS+13-opt.x", "17+-extra", "21.0.0.1", "1.2.3.4.5", "9.0.0.1+3"};
        for (String s : samples) {
            Runtime.Version v = Runtime.Version.parse(s);
            System.out.println(s + " -> " + v + " feature=" + v.feature() + " interim=" + v.interim() + " update=" + v.update() + " patch=" + v.patch()
                    + " version=" + v.version() + " pre=" + v.pre() + " build=" + v.build() + " optional=" + v.optional());
        }
        List<Runtime.Version> sorted = new ArrayList<>();
        for (String s : new String[] {"17.0.2", "9", "17", "9-ea", "9-1", "9-2", "9-beta", "17.0.2+3", "17.0.2+3-a", "17.0.2+3-b", "11.0.10", "11.0.9"}) {
            sorted.add(Runtime.Version.parse(s));
        }
        Collections.sort(sorted);
        System.out.println(sorted);
        Runtime.Version a = Runtime.Version.parse("17.0.2+3-a"), b = Runtime.Version.parse("17.0.2+3-b");
        System.out.println(a.equals(b) + " " + a.equalsIgnoreOptional(b) + " " + a.compareToIgnoreOptional(b) + " " + (a.compareTo(b) < 0)
                + " " + a.equals(Runtime.Version.parse("17.0.2+3-a")) + " " + (a.hashCode() == Runtime.Version.parse("17.0.2+3-a").hashCode()));
        for (String bad : new String[] {"", "0.1", "17.", "17+", "17-ea-", "17-x_y", "abc", "17.0.2-opt.1+"}) {
            try {
                System.out.println("parsed " + Runtime.Version.parse(bad));
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        try {
            Runtime.Version.parse(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
