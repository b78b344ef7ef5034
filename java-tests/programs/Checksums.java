import java.util.*;
import java.util.zip.*;
import java.io.*;
/** java.util.zip.CRC32 and Adler32 against HotSpot's zlib-backed ones. */
public class Checksums {
  public static void main(String[] a) throws Exception {
    CRC32 c = new CRC32(); c.update("The quick brown fox jumps over the lazy dog".getBytes()); System.out.println(Long.toHexString(c.getValue()));
    c.update(0x41); System.out.println(c.getValue()); c.reset(); System.out.println(c.getValue());
    byte[] big = new byte[100000]; for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 31);
    Adler32 ad = new Adler32(); ad.update(big); ad.update(7); System.out.println(ad.getValue());
    Checksum ck = new CRC32(); ck.update(big, 10, 5000); System.out.println(ck.getValue());
    try { ck.update(big, -1, 3); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE " + e.getMessage()); }
  }
}
