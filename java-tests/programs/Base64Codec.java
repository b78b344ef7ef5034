import java.util.*;
import java.nio.charset.StandardCharsets;
/** java.util.Base64: basic, URL-safe and MIME encoders and decoders, padding, line breaking, and the decoders' errors. */
public class Base64Codec {
  static void tryDecode(String label, Base64.Decoder d, String s) {
    try { System.out.println(label + " -> " + Arrays.toString(d.decode(s))); }
    catch (IllegalArgumentException e) { System.out.println(label + " !! " + e.getMessage()); }
  }
  public static void main(String[] a) {
    Base64.Encoder enc = Base64.getEncoder();
    for (int n = 0; n <= 7; n++) { byte[] b = new byte[n]; for (int i = 0; i < n; i++) b[i] = (byte) (i * 77 + 250); System.out.println(n + " " + enc.encodeToString(b) + " " + enc.withoutPadding().encodeToString(b) + " " + Base64.getUrlEncoder().encodeToString(b) + " " + Base64.getUrlEncoder().withoutPadding().encodeToString(b)); }
    byte[] big = new byte[200]; for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 13);
    String mime = Base64.getMimeEncoder().encodeToString(big); System.out.println(mime.replace("\r\n", "|"));
    System.out.println(Base64.getMimeEncoder(10, new byte[]{'\n'}).encodeToString(big).replace("\n", "/"));
    System.out.println(Base64.getMimeEncoder(3, new byte[]{'#'}).encodeToString(big).length());
    try { Base64.getMimeEncoder(8, new byte[]{'A'}); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    System.out.println(Arrays.equals(big, Base64.getDecoder().decode(enc.encode(big))) + " " + Arrays.equals(big, Base64.getMimeDecoder().decode(mime)) + " " + Arrays.equals(big, Base64.getUrlDecoder().decode(Base64.getUrlEncoder().encodeToString(big))));
    System.out.println(new String(Base64.getDecoder().decode("SGVsbG8sIFdvcmxkIQ=="), StandardCharsets.UTF_8));
    Base64.Decoder d = Base64.getDecoder();
    tryDecode("nopad2", d, "QQ"); tryDecode("nopad3", d, "QUI"); tryDecode("one", d, "Q"); tryDecode("dangling", d, "QUJDR");
    tryDecode("badchar", d, "QU*D"); tryDecode("hibyte", d, "QU\u00c3D"); tryDecode("pad1", d, "QUI="); tryDecode("pad-wrong", d, "QQ=A"); tryDecode("pad-early", d, "=QUI");
    tryDecode("after-pad", d, "QQ==QQ=="); tryDecode("single-pad", d, "QQ="); tryDecode("url-in-basic", d, "-_8"); tryDecode("url", Base64.getUrlDecoder(), "-_8");
    tryDecode("mime-junk", Base64.getMimeDecoder(), "QU\r\nJD*R!A=="); tryDecode("mime-one", Base64.getMimeDecoder(), "*"); tryDecode("mime-after", Base64.getMimeDecoder(), "QQ==\r\n");
    byte[] dst = new byte[2];
    try { d.decode("QUJD".getBytes(), dst); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    try { enc.encode(new byte[5], new byte[4]); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    byte[] out = new byte[8]; System.out.println(enc.encode(new byte[]{1, 2, 3, 4}, out) + " " + new String(out, StandardCharsets.ISO_8859_1) + " " + d.decode("AQIDBA==".getBytes(), out));
  }
}
