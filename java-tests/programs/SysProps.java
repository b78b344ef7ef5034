// rjvm-test: jvm=-Dapp.mode=fast -Dapp.level=3
import java.util.*;
/** System.getProperties: a live Properties table shared with System.getProperty/setProperty/clearProperty, -D options in it. */
public class SysProps {
  public static void main(String[] a) {
    Properties p = System.getProperties();
    System.out.println(p.getProperty("app.mode") + " " + p.getProperty("app.level") + " " + p.getProperty("line.separator").length() + " " + (p == System.getProperties()));
    System.out.println(p.containsKey("java.version") + " " + p.containsKey("user.dir") + " " + p.containsKey("os.name") + " " + p.containsKey("no.such"));
    p.setProperty("set.via.table", "t"); System.out.println(System.getProperty("set.via.table"));
    System.out.println(System.setProperty("app.mode", "slow") + " " + p.getProperty("app.mode"));
    System.out.println(System.clearProperty("app.level") + " " + p.getProperty("app.level") + " " + System.getProperty("app.level", "gone"));
    Properties mine = new Properties(); mine.setProperty("only", "this");
    System.setProperties(mine); System.out.println(System.getProperty("only") + " " + System.getProperty("app.mode"));
    TreeSet<String> names = new TreeSet<>(); for (String k : new String[]{"file.separator", "path.separator", "java.io.tmpdir"}) if (System.getProperty(k) == null) names.add(k);
    System.out.println(names);
  }
}
