import java.io.*;

/** Encodings: InputStreamReader/OutputStreamWriter with UTF-8 and ISO-8859-1 (plus US-ASCII replacement), String.getBytes/new String with charsets, multi-byte UTF-8 sequences, malformed input replacement, UnsupportedEncodingException. */
public class CharsetIO {
    static String bytes(byte[] bs) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bs) sb.append(Integer.toHexString(b & 0xFF)).append(' ');
        return sb.toString().trim();
    }
    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) sb.append(Integer.toHexString(s.charAt(i))).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) throws IOException {
        String text = "A\u00e9\u00ff\u0100\u20ac\u4e2d\uD83D\uDE00z";
        System.out.println("text codes " + codes(text) + " length " + text.length());
        String[] charsets = {"UTF-8", "ISO-8859-1", "US-ASCII", "utf-8", "UTF8", "latin1"};
        for (String cs : charsets) {
            byte[] b = text.getBytes(cs);
            System.out.println(cs + " bytes " + bytes(b) + " -> back " + codes(new String(b, cs)));
        }
        try {
            text.getBytes("NO-SUCH-CHARSET");
        } catch (UnsupportedEncodingException e) {
            System.out.println("UnsupportedEncodingException: " + e.getMessage());
        }
        byte[] malformed = {(byte) 0x41, (byte) 0xC3, (byte) 0x28, (byte) 0xE2, (byte) 0x82, (byte) 0x41, (byte) 0xFF, (byte) 0x80, (byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0x80, (byte) 0xC3};
        System.out.println("malformed UTF-8 decoded " + codes(new String(malformed, "UTF-8")));
        System.out.println("high bytes latin1 " + codes(new String(new byte[] {(byte) 0x80, (byte) 0xA0, (byte) 0xFF}, "ISO-8859-1")));
        System.out.println("high bytes ascii " + codes(new String(new byte[] {(byte) 0x80, 0x41}, "US-ASCII")));
        System.out.println("lone surrogate UTF-8 " + bytes("\uD800x".getBytes("UTF-8")));

        File f = File.createTempFile("rjvm-charset", ".txt");
        try {
            Writer w = new OutputStreamWriter(new FileOutputStream(f), "UTF-8");
            w.write(text);
            w.write("\nsecond \u00e0 line\n");
            w.close();
            System.out.println("UTF-8 file length " + f.length());
            BufferedReader r = new BufferedReader(new InputStreamReader(new FileInputStream(f), "UTF-8"));
            String l1 = r.readLine(), l2 = r.readLine(), l3 = r.readLine();
            r.close();
            System.out.println("read back equal " + text.equals(l1) + " second " + codes(l2) + " third " + l3);
            Reader asLatin = new InputStreamReader(new FileInputStream(f), "ISO-8859-1");
            StringBuilder sb = new StringBuilder();
            int c;
            while ((c = asLatin.read()) != -1) sb.append((char) c);
            asLatin.close();
            System.out.println("UTF-8 bytes read as latin1: " + sb.length() + " chars, first codes " + codes(sb.substring(0, 6)));

            Writer lw = new OutputStreamWriter(new FileOutputStream(f), "ISO-8859-1");
            lw.write("caf\u00e9 \u20ac\u00ff");
            lw.close();
            System.out.println("latin1 file length " + f.length());
            InputStream raw = new FileInputStream(f);
            byte[] all = new byte[(int) f.length()];
            int got = raw.read(all);
            raw.close();
            System.out.println("latin1 bytes (" + got + ") " + bytes(all));
            Reader lr = new InputStreamReader(new FileInputStream(f), "ISO-8859-1");
            char[] cb = new char[32];
            int n = lr.read(cb);
            lr.close();
            System.out.println("latin1 decoded " + codes(new String(cb, 0, n)));
            Reader ur = new InputStreamReader(new FileInputStream(f), "UTF-8");
            n = ur.read(cb);
            ur.close();
            System.out.println("latin1 bytes as UTF-8 " + codes(new String(cb, 0, n)));
            ByteArrayOutputStream pairs = new ByteArrayOutputStream();
            Writer pw = new OutputStreamWriter(pairs, "ISO-8859-1");
            pw.write("a\uD83D");
            pw.write("\uDE00b\uD800c\uDC00\u00e9");
            pw.write('\uD83D');
            pw.write('\uDE01');
            pw.write("\uD83D");
            pw.close();
            System.out.println("latin1 writer with surrogates " + bytes(pairs.toByteArray()));
            ByteArrayOutputStream upairs = new ByteArrayOutputStream();
            Writer uw = new OutputStreamWriter(upairs, "UTF-8");
            uw.write("a\uD83D");
            uw.write("\uDE00b\uD800c\uDC00");
            uw.write("\uD83D");
            uw.close();
            System.out.println("UTF-8 writer with surrogates " + bytes(upairs.toByteArray()));
            OutputStreamWriter enc = new OutputStreamWriter(new ByteArrayOutputStream(), "UTF-8");
            System.out.println("getEncoding " + enc.getEncoding() + " " + new OutputStreamWriter(new ByteArrayOutputStream(), "ISO-8859-1").getEncoding());
            try {
                new InputStreamReader(new ByteArrayInputStream(new byte[0]), "BOGUS");
            } catch (UnsupportedEncodingException e) {
                System.out.println("reader UnsupportedEncodingException: " + e.getMessage());
            }
            ByteArrayOutputStream bout = new ByteArrayOutputStream();
            Writer bw = new BufferedWriter(new OutputStreamWriter(bout, "UTF-8"));
            for (int i = 0; i < 300; i++) bw.write((char) (0x100 + i));
            bw.close();
            byte[] enc2 = bout.toByteArray();
            String dec = new String(enc2, "UTF-8");
            boolean ok = dec.length() == 300;
            for (int i = 0; i < 300 && ok; i++) ok = dec.charAt(i) == 0x100 + i;
            System.out.println("300 two-byte chars -> " + enc2.length + " bytes, roundtrip " + ok);
        } finally {
            System.out.println("deleted " + f.delete());
        }
    }
}
