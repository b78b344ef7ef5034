import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.io.UTFDataFormatException;

/**
 * DataInputStream/DataOutputStream: every primitive type round-tripped through ByteArray
 * streams and a temporary file with the bytes printed in hex, size() counting, writeBytes and
 * writeChars, modified UTF-8 (NUL, 2- and 3-byte chars, surrogate pairs, the 65535-byte limit
 * and its message), malformed input messages, EOF behaviour of every read, readLine's line
 * terminators, skipBytes, PushbackInputStream, and DataInput/DataOutput used as interfaces.
 */
public class DataStreams {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            String h = Integer.toHexString(b[i] & 0xff);
            if (h.length() < 2) {
                sb.append('0');
            }
            sb.append(h);
        }
        return sb.toString();
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 32 && c < 127) {
                sb.append(c);
            } else {
                String h = Integer.toHexString(c);
                sb.append("\\u");
                for (int k = h.length(); k < 4; k++) {
                    sb.append('0');
                }
                sb.append(h);
            }
        }
        return sb.toString();
    }

    static void writeAll(DataOutput out) throws IOException {
        out.writeBoolean(true);
        out.writeBoolean(false);
        out.writeByte(-1);
        out.writeByte(0x1ff);
        out.writeShort(-2);
        out.writeShort(0x12345);
        out.writeChar('A');
        out.writeChar(0xfeff);
        out.writeInt(Integer.MIN_VALUE);
        out.writeInt(0x01020304);
        out.writeLong(Long.MAX_VALUE);
        out.writeLong(-0x0102030405060708L);
        out.writeFloat(1.5f);
        out.writeFloat(Float.NaN);
        out.writeFloat(-0.0f);
        out.writeDouble(Math.PI);
        out.writeDouble(Double.NEGATIVE_INFINITY);
        out.writeDouble(Double.longBitsToDouble(0x7ff8000000000123L));
        out.write(7);
        out.write(new byte[] {8, 9});
        out.write(new byte[] {10, 11, 12, 13}, 1, 2);
        out.writeBytes("Hi\u0141");
        out.writeChars("Hi\u0141");
        out.writeUTF("caf\u00e9");
    }

    static void readAll(DataInput in) throws IOException {
        System.out.println("boolean " + in.readBoolean() + " " + in.readBoolean());
        System.out.println("byte " + in.readByte() + " " + in.readUnsignedByte());
        System.out.println("short " + in.readShort() + " " + in.readUnsignedShort());
        System.out.println("char " + (int) in.readChar() + " " + (int) in.readChar());
        System.out.println("int " + in.readInt() + " " + in.readInt());
        System.out.println("long " + in.readLong() + " " + in.readLong());
        System.out.println("float " + in.readFloat() + " " + Float.floatToRawIntBits(in.readFloat()) + " "
                + in.readFloat());
        System.out.println("double " + in.readDouble() + " " + in.readDouble() + " "
                + Long.toHexString(Double.doubleToRawLongBits(in.readDouble())));
        byte[] five = new byte[5];
        in.readFully(five);
        System.out.println("raw " + hex(five));
        byte[] six = new byte[8];
        in.readFully(six, 1, 3);
        System.out.println("writeBytes " + hex(six));
        System.out.println("writeChars " + in.readChar() + in.readChar() + " " + escape("" + in.readChar()));
        System.out.println("utf " + escape(in.readUTF()));
    }

    static void roundTripMemory() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        System.out.println("size at start " + out.size());
        writeAll(out);
        out.flush();
        System.out.println("size " + out.size() + " bytes " + bytes.size());
        byte[] data = bytes.toByteArray();
        for (int i = 0; i < data.length; i += 24) {
            byte[] row = new byte[Math.min(24, data.length - i)];
            System.arraycopy(data, i, row, 0, row.length);
            System.out.println("  " + hex(row));
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        readAll(in);
        System.out.println("available at end " + in.available() + " read " + in.read());
    }

    static void roundTripFile() throws IOException {
        File f = File.createTempFile("datastreams", ".bin");
        try {
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(f)));
            writeAll(out);
            for (int i = 0; i < 1000; i++) {
                out.writeInt(i * i);
                out.writeUTF("line " + i);
            }
            int size = out.size();
            out.close();
            System.out.println("file size " + size + " length " + f.length());
            DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(f)));
            readAll(in);
            long sum = 0;
            String last = null;
            for (int i = 0; i < 1000; i++) {
                sum += in.readInt();
                last = in.readUTF();
            }
            System.out.println("sum " + sum + " last " + last);
            try {
                in.readByte();
                System.out.println("no EOF");
            } catch (EOFException e) {
                System.out.println("EOF at end of file: " + e.getMessage());
            }
            in.close();
        } finally {
            System.out.println("deleted " + f.delete());
        }
    }

    static void utf(String s) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeUTF(s);
        byte[] data = bytes.toByteArray();
        String back = new DataInputStream(new ByteArrayInputStream(data)).readUTF();
        System.out.println("utf \"" + escape(s) + "\" size " + out.size() + ": " + hex(data) + " same "
                + back.equals(s));
    }

    static void badUtf(String what, byte[] data) {
        try {
            String s = new DataInputStream(new ByteArrayInputStream(data)).readUTF();
            System.out.println(what + ": ok \"" + escape(s) + "\"");
        } catch (IOException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static void utfCases() throws IOException {
        utf("");
        utf("abc");
        utf("\u0000");
        utf("a\u0000b");
        utf("\u007f\u0080\u07ff\u0800\uffff");
        utf("\ud83d\ude00");
        utf("x\ud800");
        utf("\u00e9t\u00e9 \u20ac");
        badUtf("overlong nul", new byte[] {0, 2, (byte) 0xc0, (byte) 0x80});
        badUtf("overlong slash", new byte[] {0, 2, (byte) 0xc0, (byte) 0xaf});
        badUtf("cesu pair", new byte[] {0, 6, (byte) 0xed, (byte) 0xa0, (byte) 0xbd, (byte) 0xed, (byte) 0xb8,
            (byte) 0x80});
        badUtf("lone continuation", new byte[] {0, 3, 'a', (byte) 0x80, 'b'});
        badUtf("four-byte lead", new byte[] {0, 4, (byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80});
        badUtf("bad second of two", new byte[] {0, 3, 'a', (byte) 0xc3, 'b'});
        badUtf("bad third of three", new byte[] {0, 4, 'a', (byte) 0xe2, (byte) 0x82, 'c'});
        badUtf("bad second of three", new byte[] {0, 5, 'a', 'b', (byte) 0xe2, 'x', (byte) 0x82});
        badUtf("partial two", new byte[] {0, 2, 'a', (byte) 0xc3});
        badUtf("partial three", new byte[] {0, 3, 'a', (byte) 0xe2, (byte) 0x82});
        badUtf("short body", new byte[] {0, 5, 'a', 'b'});
        badUtf("short length", new byte[] {0});
        badUtf("empty", new byte[0]);

        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 65535; i++) {
            sb.append((char) ('a' + i % 26));
        }
        String max = sb.toString();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeUTF(max);
        System.out.println("65535 ascii: size " + out.size());
        String back = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())).readUTF();
        System.out.println("65535 back " + back.equals(max));
        tooLong(out, max + "Z");
        sb.setLength(0);
        for (int i = 0; i < 21845; i++) {
            sb.append('\u20ac');
        }
        String euros = sb.toString();
        out.writeUTF(euros);
        System.out.println("21845 euros: size " + out.size());
        tooLong(out, euros + "!");
        tooLong(out, "0123456789" + euros.substring(0, 20000) + euros.substring(0, 5000) + "ABCDEFGHIJ");
        sb.setLength(0);
        for (int i = 0; i < 40000; i++) {
            sb.append(i % 2 == 0 ? '\u0000' : '\u00ff');
        }
        tooLong(out, sb.toString());
        System.out.println("size after failures " + out.size());
    }

    static void tooLong(DataOutputStream out, String s) {
        try {
            out.writeUTF(s);
            System.out.println("no exception for length " + s.length());
        } catch (UTFDataFormatException e) {
            System.out.println("UTFDataFormatException: " + escape(e.getMessage()));
        } catch (IOException e) {
            System.out.println("other " + e);
        }
    }

    static void eofCase(String what, byte[] data, int kind) {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        try {
            String v;
            switch (kind) {
                case 0: v = "" + in.readBoolean(); break;
                case 1: v = "" + in.readByte(); break;
                case 2: v = "" + in.readUnsignedByte(); break;
                case 3: v = "" + in.readShort(); break;
                case 4: v = "" + in.readUnsignedShort(); break;
                case 5: v = "" + (int) in.readChar(); break;
                case 6: v = "" + in.readInt(); break;
                case 7: v = "" + in.readLong(); break;
                case 8: v = "" + in.readFloat(); break;
                case 9: v = "" + in.readDouble(); break;
                case 10: in.readFully(new byte[4]); v = "full"; break;
                default: v = in.readUTF(); break;
            }
            System.out.println(what + " -> " + v);
        } catch (EOFException e) {
            System.out.println(what + " -> EOFException " + e.getMessage());
        } catch (IOException e) {
            System.out.println(what + " -> " + e);
        }
        System.out.println("  left " + in.markSupported() + " " + remaining(in));
    }

    static int remaining(InputStream in) {
        try {
            return in.available();
        } catch (IOException e) {
            return -1;
        }
    }

    static void eofCases() {
        String[] names = {"readBoolean", "readByte", "readUnsignedByte", "readShort", "readUnsignedShort",
            "readChar", "readInt", "readLong", "readFloat", "readDouble", "readFully", "readUTF"};
        for (int k = 0; k < names.length; k++) {
            eofCase(names[k] + " empty", new byte[0], k);
        }
        eofCase("readShort 1 of 2", new byte[] {1}, 3);
        eofCase("readChar 1 of 2", new byte[] {1}, 5);
        eofCase("readInt 3 of 4", new byte[] {1, 2, 3}, 6);
        eofCase("readLong 7 of 8", new byte[] {1, 2, 3, 4, 5, 6, 7}, 7);
        eofCase("readDouble 5 of 8", new byte[] {1, 2, 3, 4, 5}, 9);
        eofCase("readFully 3 of 4", new byte[] {1, 2, 3}, 10);
        eofCase("readUTF 2 of 3", new byte[] {0, 3, 'a', 'b'}, 11);
        eofCase("readInt exact", new byte[] {0, 0, 1, 0, 9}, 6);
    }

    static void lines() throws IOException {
        byte[] data = "one\ntwo\r\nthree\rfour\r\rfive\n\nlast\u00e9".getBytes("ISO-8859-1");
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        String line;
        int n = 0;
        while ((line = in.readLine()) != null) {
            System.out.println("line " + (n++) + " [" + escape(line) + "]");
        }
        System.out.println("after end " + in.readLine());
        in = new DataInputStream(new ByteArrayInputStream("a\r".getBytes("ISO-8859-1")));
        System.out.println("cr at end [" + in.readLine() + "] then " + in.readLine());
        in = new DataInputStream(new ByteArrayInputStream("\nx".getBytes("ISO-8859-1")));
        System.out.println("empty first [" + in.readLine() + "] then [" + in.readLine() + "]");
        in = new DataInputStream(new ByteArrayInputStream("ab\rcd".getBytes("ISO-8859-1")));
        System.out.println("cr then [" + in.readLine() + "] byte " + in.readByte() + " [" + in.readLine() + "]");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            sb.append((char) ('0' + i % 10));
        }
        in = new DataInputStream(new ByteArrayInputStream((sb + "\nz").getBytes("ISO-8859-1")));
        String longLine = in.readLine();
        System.out.println("long line " + longLine.length() + " " + longLine.equals(sb.toString()) + " then "
                + in.readLine());
    }

    static void skipping() throws IOException {
        byte[] data = new byte[20];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) i;
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        System.out.println("skipBytes 5 -> " + in.skipBytes(5) + " next " + in.readByte());
        System.out.println("skipBytes 0 -> " + in.skipBytes(0) + ", -3 -> " + in.skipBytes(-3));
        System.out.println("skipBytes 100 -> " + in.skipBytes(100) + " read " + in.read());
        in = new DataInputStream(new ByteArrayInputStream(data));
        byte[] buf = new byte[8];
        System.out.println("read(buf) " + in.read(buf) + " " + hex(buf));
        System.out.println("read(buf,2,3) " + in.read(buf, 2, 3) + " " + hex(buf));
        try {
            in.readFully(buf, 6, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("readFully range: " + e.getClass().getName());
        }
        in.readFully(buf, 0, 0);
        System.out.println("readFully 0 ok");
    }

    static void pushback() throws IOException {
        PushbackInputStream in = new PushbackInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3}), 3);
        int first = in.read();
        in.unread(first);
        in.unread(new byte[] {40, 41});
        System.out.println("available " + in.available());
        byte[] buf = new byte[10];
        int n = in.read(buf, 0, 10);
        System.out.println("read " + n + " " + hex(buf));
        System.out.println("then " + in.read() + " " + in.read() + " " + in.read());
        PushbackInputStream one = new PushbackInputStream(new ByteArrayInputStream(new byte[0]));
        one.unread(5);
        try {
            one.unread(6);
        } catch (IOException e) {
            System.out.println("full: " + e.getMessage());
        }
        System.out.println("skip " + one.skip(4) + " markSupported " + one.markSupported());
        one.close();
        try {
            one.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
    }

    static class CountingOutput extends OutputStream {
        int singles;
        int blocks;
        int bytes;

        public void write(int b) {
            singles++;
            bytes++;
        }

        public void write(byte[] b, int off, int len) {
            blocks++;
            bytes += len;
        }
    }

    static void counting() throws IOException {
        CountingOutput sink = new CountingOutput();
        DataOutputStream out = new DataOutputStream(sink);
        out.writeInt(1);
        out.writeLong(2);
        out.writeUTF("abc");
        out.writeChars("xy");
        out.writeDouble(1.0);
        out.write(new byte[3]);
        out.write(new byte[3], 0, 2);
        System.out.println("size " + out.size() + " sink bytes " + sink.bytes);
    }

    public static void main(String[] args) throws IOException {
        roundTripMemory();
        roundTripFile();
        utfCases();
        eofCases();
        lines();
        skipping();
        pushback();
        counting();
    }
}
