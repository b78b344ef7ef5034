import java.io.*;
import java.util.*;
/** java.io readers and writers of arrays, line counting, push-back, stream concatenation; java.util.Observable and EventObject. */
public class Readers {
  static class Src extends Observable { void change(Object a) { setChanged(); notifyObservers(a); } }
  public static void main(String[] a) throws IOException {
    String text = "one\ntwo\r\nthree\rfour\n\nsix";
    LineNumberReader lr = new LineNumberReader(new StringReader(text));
    String l; while ((l = lr.readLine()) != null) System.out.print("[" + lr.getLineNumber() + ":" + l + "]");
    System.out.println(" end " + lr.getLineNumber() + " " + lr.readLine() + " " + lr.getLineNumber());
    lr = new LineNumberReader(new StringReader(text)); int c; StringBuilder sb = new StringBuilder();
    while ((c = lr.read()) != -1) sb.append(c == '\n' ? '/' : (char) c).append(lr.getLineNumber());
    System.out.println(sb + " " + lr.getLineNumber() + " " + lr.read() + " " + lr.getLineNumber());
    lr = new LineNumberReader(new StringReader("a\r\nb\rc\n")); char[] buf = new char[3]; int n; sb.setLength(0);
    while ((n = lr.read(buf, 0, 3)) != -1) sb.append(n).append('@').append(lr.getLineNumber()).append(' ');
    System.out.println(sb + "" + lr.getLineNumber());
    lr = new LineNumberReader(new StringReader("x\ny\nz")); lr.setLineNumber(10); lr.mark(100); lr.readLine(); lr.readLine(); System.out.print(lr.getLineNumber() + " "); lr.reset(); System.out.println(lr.getLineNumber() + " " + lr.readLine() + " " + lr.skip(3) + " " + lr.getLineNumber() + " " + lr.readLine() + lr.getLineNumber());
    CharArrayWriter cw = new CharArrayWriter(2); cw.write('h'); cw.write("ello world", 0, 5); cw.append(", ").append("xyz", 0, 2).append('!'); cw.write(new char[]{'1','2','3'}, 1, 2);
    System.out.println(cw + " " + cw.size() + " " + new String(cw.toCharArray()));
    StringWriter sw = new StringWriter(); cw.writeTo(sw); cw.reset(); cw.write("after"); System.out.println(sw + "|" + cw);
    CharArrayReader cr = new CharArrayReader("abcdefgh".toCharArray(), 2, 4); System.out.print((char) cr.read()); cr.mark(0); char[] b2 = new char[10]; n = cr.read(b2, 0, 10); System.out.print(n + new String(b2, 0, n) + cr.read() + cr.ready()); cr.reset(); System.out.println(cr.skip(10) + " " + cr.read());
    cr.close(); try { cr.read(); } catch (IOException e) { System.out.println(e.getMessage()); }
    PushbackReader pr = new PushbackReader(new StringReader("world"), 3); pr.unread(new char[]{'h','i',' '}); char[] b3 = new char[20]; n = pr.read(b3); System.out.println(n + new String(b3, 0, n));
    pr.unread('x'); System.out.println((char) pr.read() + " " + pr.read() + " " + pr.markSupported());
    try { pr.unread(new char[]{'1','2','3','4'}); } catch (IOException e) { System.out.println(e.getMessage()); }
    try { pr.mark(1); } catch (IOException e) { System.out.println(e.getMessage()); }
    SequenceInputStream si = new SequenceInputStream(new ByteArrayInputStream("ab".getBytes()), new ByteArrayInputStream("cde".getBytes()));
    sb.setLength(0); while ((c = si.read()) != -1) sb.append((char) c); System.out.println(sb + " " + si.read());
    Vector<InputStream> v = new Vector<>(); v.add(new ByteArrayInputStream("12".getBytes())); v.add(new ByteArrayInputStream(new byte[0])); v.add(new ByteArrayInputStream("345".getBytes()));
    si = new SequenceInputStream(v.elements()); byte[] bb = new byte[10]; sb.setLength(0); while ((n = si.read(bb, 0, 10)) != -1) sb.append(n).append(new String(bb, 0, n)).append(';'); System.out.println(sb);
    Src src = new Src();
    Observer o1 = (o, arg) -> System.out.println("o1 " + arg + " " + o.hasChanged());
    Observer o2 = (o, arg) -> System.out.println("o2 " + arg);
    src.addObserver(o1); src.addObserver(o2); src.addObserver(o1); System.out.println(src.countObservers());
    src.change("first"); src.notifyObservers("silent"); src.deleteObserver(o1); src.change(42); src.deleteObservers(); src.change("none"); System.out.println(src.countObservers() + " " + src.hasChanged());
    EventObject ev = new EventObject("srcobj"); System.out.println(ev + " " + ev.getSource());
    try { new EventObject(null); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    FilterReader fr = new FilterReader(new StringReader("filt")) {}; System.out.println((char) fr.read() + "" + fr.ready());
    StringWriter target = new StringWriter(); FilterWriter fw = new FilterWriter(target) { public void write(int ch) throws IOException { super.write(Character.toUpperCase((char) ch)); } }; fw.write('q'); fw.write("rs", 0, 2); fw.flush(); System.out.println(target);
  }
}
