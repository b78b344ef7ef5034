import java.util.*;
import java.io.*;
/** java.util.Properties.store: comments, escapes of keys and values, ISO 8859-1 with \\u escapes, the date line, and load() of the result. */
public class PropsStore {
  static void show(String label, String text) {
    System.out.println("== " + label);
    for (String line : text.split("\n", -1)) {
      if (line.matches("#(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d\\d \\d\\d:\\d\\d:\\d\\d \\S+ \\d{4}")) System.out.println("#<date>");
      else System.out.println(line.replace("\r", "<CR>"));
    }
  }
  public static void main(String[] a) throws IOException {
    Properties p = new Properties();
    p.setProperty("plain", "value");
    p.setProperty("key with spaces", " leading and trailing ");
    p.setProperty("sep=:#!", "a=b:c#d!e");
    p.setProperty("ctl", "tab\tnl\ncr\rff\f");
    p.setProperty("uni", "caf\u00e9 \u4e2d\u6587");
    p.setProperty("back\\slash", "c:\\dir\\");
    p.setProperty("", "empty key");
    StringWriter sw = new StringWriter();
    p.store(sw, "first line\nsecond line\r\n#already\n!bang\r\u4e2d end");
    show("writer", sw.toString());
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    p.store(bo, null);
    show("stream", new String(bo.toByteArray(), "ISO-8859-1"));
    Properties back = new Properties(); back.load(new StringReader(sw.toString()));
    Properties back2 = new Properties(); back2.load(new ByteArrayInputStream(bo.toByteArray()));
    System.out.println(back.equals(p) + " " + back2.equals(p) + " " + back.size());
    StringWriter empty = new StringWriter(); new Properties().store(new BufferedWriter(empty), ""); show("empty", empty.toString());
  }
}
