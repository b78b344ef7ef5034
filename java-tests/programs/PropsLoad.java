import java.util.*;
import java.util.zip.*;
import java.io.*;
/** java.util.Properties: lookups with defaults, iteration order, load() of the .properties format, list(). */
public class PropsLoad {
  public static void main(String[] a) throws Exception {
    Properties p = new Properties();
    for (int i = 0; i < 30; i++) p.setProperty("key" + i, "v" + (i * 7));
    System.out.println(p);
    System.out.println(p.getProperty("key3") + " " + p.getProperty("nokey") + " " + p.getProperty("nokey", "dflt") + " " + p.size());
    Properties q = new Properties(p); q.setProperty("own", "x"); q.put("obj", Integer.valueOf(3));
    System.out.println(q.getProperty("key5") + " " + q.getProperty("obj") + " " + q.get("key5") + " " + q.containsKey("key5"));
    System.out.println(new TreeSet<>(q.stringPropertyNames()).size() + " " + q.stringPropertyNames());
    p.load(new StringReader("# comment\n! also\n  a = 1\nb:2\nc 3\nd\\ e=f\\tg\nlong = one \\\n    two \\\\\nuni=\\u0041\\u00e9\n\n\\#notcomment=yes\nempty\nx==y\ncr=1\r\nlast=\\"));
    for (String k : new String[]{"a", "b", "c", "d e", "long", "uni", "#notcomment", "empty", "x", "cr", "last"}) System.out.println("[" + k + "]=[" + p.getProperty(k) + "]");
    Properties r = new Properties(); r.load(new ByteArrayInputStream("k=\u00e9\\u00e9\nz:9".getBytes("ISO-8859-1")));
    System.out.println(r);
    Enumeration<?> names = q.propertyNames(); int n = 0; StringBuilder sb = new StringBuilder(); while (names.hasMoreElements()) { sb.append(names.nextElement()).append(','); n++; } System.out.println(n + " " + sb);
    Properties small = new Properties(); small.setProperty("zeta", "1"); small.setProperty("alpha", "averyveryveryverylongvaluethatislongerthanfortycharacters"); small.list(System.out);
    System.out.println(small.equals(small.clone()) + " " + small.hashCode() + " " + small.keySet() + " " + small.values());
    try { new Properties().load(new StringReader("bad=\\u12")); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
  }
}
