import java.io.*;

/**
 * java.io.RandomAccessFile on a temporary directory: modes and their errors, byte and array
 * reads/writes, the DataInput/DataOutput methods, seek/getFilePointer/length/setLength,
 * skipBytes, readLine's line terminators, EOF, and what a closed file throws.
 */
public class RandomAccessFiles {
    static String dirPath;

    public static void main(String[] args) throws Exception {
        File dir = File.createTempFile("rafs", "");
        dir.delete();
        dir.mkdir();
        dirPath = dir.getPath();
        try {
            File f = new File(dir, "data.bin");
            modes(dir, f);
            bytesAndPointer(f);
            dataRoundTrip(f);
            lines(f);
            lengths(f);
            closed(f);
            readOnly(f);
        } finally {
            String[] names = dir.list();
            if (names != null) {
                for (String n : names) {
                    new File(dir, n).delete();
                }
            }
            dir.delete();
        }
        System.out.println("dir deleted: " + !dir.exists());
    }

    static String clean(String s) {
        return s == null ? null : s.replace(dirPath, "DIR");
    }

    /** Non-ASCII chars as \\uXXXX, so the output stays ASCII. */
    static String ascii(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                sb.append(c);
            } else {
                sb.append("\\u").append(Integer.toHexString(c));
            }
        }
        return sb.toString();
    }

    static void report(String what, Throwable t) {
        System.out.println(what + ": " + t.getClass().getName() + ": " + clean(t.getMessage()));
    }

    static void modes(File dir, File f) throws IOException {
        String[] bad = {"w", "rwx", "", "R", "rw "};
        for (String m : bad) {
            try {
                new RandomAccessFile(f, m);
            } catch (IllegalArgumentException e) {
                report("mode '" + m + "'", e);
            }
        }
        try {
            new RandomAccessFile(f, "r");
        } catch (FileNotFoundException e) {
            report("r missing", e);
        }
        System.out.println("exists after failed r: " + f.exists());
        try {
            new RandomAccessFile(new File(dir, "no/such"), "rw");
        } catch (FileNotFoundException e) {
            report("rw in missing dir", e);
        }
        try {
            new RandomAccessFile(dir, "r");
        } catch (FileNotFoundException e) {
            report("r on dir", e);
        }
        try {
            new RandomAccessFile(dir.getPath(), "rw");
        } catch (FileNotFoundException e) {
            report("rw on dir", e);
        }
        try {
            new RandomAccessFile((String) null, "rw");
        } catch (NullPointerException e) {
            System.out.println("null name: NPE");
        }
        String[] good = {"rw", "rws", "rwd"};
        for (String m : good) {
            RandomAccessFile r = new RandomAccessFile(f, m);
            System.out.println("mode " + m + " length " + r.length() + " fd valid " + r.getFD().valid());
            r.close();
        }
        System.out.println("created by rw: " + f.exists() + " " + f.length());
    }

    static void bytesAndPointer(File f) throws IOException {
        RandomAccessFile r = new RandomAccessFile(f, "rw");
        for (int i = 0; i < 10; i++) {
            r.write('a' + i);
        }
        System.out.println("after 10 writes: fp=" + r.getFilePointer() + " len=" + r.length());
        r.seek(3);
        System.out.println("read at 3: " + (char) r.read() + " fp=" + r.getFilePointer());
        byte[] buf = new byte[4];
        int n = r.read(buf);
        System.out.println("read 4: " + n + " " + new String(buf, "US-ASCII"));
        r.seek(8);
        n = r.read(buf, 1, 3);
        System.out.println("read at 8: " + n + " " + (char) buf[1] + (char) buf[2]);
        System.out.println("read at eof: " + r.read() + " array " + r.read(buf) + " zero " + r.read(buf, 0, 0));
        r.seek(20);
        System.out.println("seek past end: fp=" + r.getFilePointer() + " len=" + r.length() + " read=" + r.read());
        r.write('Z');
        System.out.println("write past end: len=" + r.length());
        r.seek(10);
        byte[] gap = new byte[11];
        r.readFully(gap);
        StringBuilder sb = new StringBuilder();
        for (byte b : gap) {
            sb.append(b).append(' ');
        }
        System.out.println("gap: " + sb.toString().trim());
        r.seek(0);
        r.write("0123456789".getBytes("US-ASCII"), 2, 5);
        r.seek(0);
        byte[] head = new byte[7];
        r.readFully(head, 0, 7);
        System.out.println("overwrite: " + new String(head, "US-ASCII"));
        try {
            r.seek(-1);
        } catch (IOException e) {
            report("seek -1", e);
        }
        try {
            r.read(buf, 2, 3);
        } catch (IndexOutOfBoundsException e) {
            report("read bad range", e);
        }
        try {
            r.write(buf, -1, 1);
        } catch (IndexOutOfBoundsException e) {
            report("write bad range", e);
        }
        r.seek(0);
        System.out.println("skip 5: " + r.skipBytes(5) + " fp=" + r.getFilePointer());
        System.out.println("skip 0: " + r.skipBytes(0) + " skip -3: " + r.skipBytes(-3));
        System.out.println("skip 100: " + r.skipBytes(100) + " fp=" + r.getFilePointer());
        System.out.println("skip at end: " + r.skipBytes(1));
        r.seek(r.length() - 2);
        try {
            r.readFully(new byte[5]);
        } catch (EOFException e) {
            report("readFully past end", e);
        }
        r.close();
    }

    static void dataRoundTrip(File f) throws IOException {
        RandomAccessFile r = new RandomAccessFile(f, "rw");
        r.setLength(0);
        r.writeBoolean(true);
        r.writeBoolean(false);
        r.writeByte(-2);
        r.writeByte(300);
        r.writeShort(-12345);
        r.writeShort(65535);
        r.writeChar('\u20ac');
        r.writeInt(0xCAFEBABE);
        r.writeLong(-1234567890123456789L);
        r.writeFloat(3.25f);
        r.writeFloat(Float.NaN);
        r.writeDouble(-0.1);
        r.writeBytes("hi\u0141");
        r.writeChars("ok\u0141");
        r.writeUTF("caf\u00e9 \u0000 \u20ac \ud83d\ude00");
        r.writeUTF("");
        System.out.println("written: " + r.length() + " fp=" + r.getFilePointer());
        r.seek(0);
        System.out.println(r.readBoolean() + " " + r.readBoolean() + " " + r.readByte() + " " + r.readUnsignedByte());
        System.out.println(r.readShort() + " " + r.readUnsignedShort() + " " + (int) r.readChar());
        System.out.println(Integer.toHexString(r.readInt()) + " " + r.readLong());
        System.out.println(r.readFloat() + " " + r.readFloat() + " " + r.readDouble());
        byte[] three = new byte[3];
        r.readFully(three);
        System.out.println("bytes: " + three[0] + " " + three[1] + " " + three[2]);
        System.out.println("chars: " + r.readChar() + r.readChar() + " " + (int) r.readChar());
        String s = r.readUTF();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            sb.append(Integer.toHexString(s.charAt(i))).append(' ');
        }
        System.out.println("utf: " + s.length() + " chars: " + sb.toString().trim());
        System.out.println("empty utf: '" + r.readUTF() + "' fp=" + r.getFilePointer());
        String[] what = {"readInt", "readLong", "readShort", "readChar", "readByte", "readBoolean", "readUTF", "readDouble"};
        for (String w : what) {
            try {
                switch (w) {
                    case "readInt": r.readInt(); break;
                    case "readLong": r.readLong(); break;
                    case "readShort": r.readShort(); break;
                    case "readChar": r.readChar(); break;
                    case "readByte": r.readByte(); break;
                    case "readBoolean": r.readBoolean(); break;
                    case "readUTF": r.readUTF(); break;
                    default: r.readDouble(); break;
                }
                System.out.println(w + " at eof: no exception");
            } catch (EOFException e) {
                report(w + " at eof", e);
            }
        }
        r.seek(r.length() - 1);
        try {
            r.readInt();
        } catch (EOFException e) {
            report("readInt with 1 byte left", e);
        }
        System.out.println("fp after failed readInt: " + r.getFilePointer());
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 30000; i++) {
            big.append('\u0100');
        }
        try {
            r.writeUTF(big.toString());
        } catch (UTFDataFormatException e) {
            report("long writeUTF", e);
        }
        r.close();
    }

    static void lines(File f) throws IOException {
        RandomAccessFile r = new RandomAccessFile(f, "rw");
        r.setLength(0);
        r.writeBytes("one\ntwo\r\nthree\rfour\r\rsix\u00e9\n\nlast");
        r.seek(0);
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            System.out.println("line " + (n++) + ": [" + ascii(line) + "] len " + line.length() + " fp=" + r.getFilePointer());
        }
        System.out.println("after last line: " + r.readLine());
        r.setLength(0);
        r.writeBytes("end\r");
        r.seek(0);
        System.out.println("cr at eof: [" + r.readLine() + "] then " + r.readLine());
        r.close();
    }

    static void lengths(File f) throws IOException {
        RandomAccessFile r = new RandomAccessFile(f, "rw");
        r.setLength(0);
        r.write(new byte[100]);
        System.out.println("len " + r.length() + " fp " + r.getFilePointer());
        r.setLength(40);
        System.out.println("shrunk: len " + r.length() + " fp " + r.getFilePointer());
        r.seek(10);
        r.setLength(1000);
        System.out.println("grown: len " + r.length() + " fp " + r.getFilePointer() + " file " + f.length());
        r.setLength(5);
        System.out.println("shrunk below fp: len " + r.length() + " fp " + r.getFilePointer());
        try {
            r.setLength(-1);
        } catch (IOException e) {
            report("setLength -1", e);
        }
        r.close();
    }

    static void closed(File f) throws IOException {
        RandomAccessFile r = new RandomAccessFile(f, "rw");
        r.close();
        r.close();
        System.out.println("fd valid after close: " + r.getFD().valid());
        String[] ops = {"read", "readArray", "readZero", "write", "writeArray", "writeZero", "seek", "seekNeg",
            "getFilePointer", "length", "setLength", "readInt", "writeInt", "skipBytes", "readLine", "readFully"};
        for (String op : ops) {
            try {
                switch (op) {
                    case "read": r.read(); break;
                    case "readArray": r.read(new byte[3]); break;
                    case "readZero": System.out.println("readZero -> " + r.read(new byte[3], 0, 0)); break;
                    case "write": r.write(1); break;
                    case "writeArray": r.write(new byte[3]); break;
                    case "writeZero": r.write(new byte[0]); break;
                    case "seek": r.seek(3); break;
                    case "seekNeg": r.seek(-3); break;
                    case "getFilePointer": r.getFilePointer(); break;
                    case "length": r.length(); break;
                    case "setLength": r.setLength(3); break;
                    case "readInt": r.readInt(); break;
                    case "writeInt": r.writeInt(1); break;
                    case "skipBytes": r.skipBytes(2); break;
                    case "readLine": r.readLine(); break;
                    default: r.readFully(new byte[2]); break;
                }
                System.out.println("closed " + op + ": ok");
            } catch (IOException e) {
                report("closed " + op, e);
            }
        }
    }

    static void readOnly(File f) throws IOException {
        RandomAccessFile w = new RandomAccessFile(f, "rw");
        w.setLength(0);
        w.writeBytes("abc");
        w.close();
        RandomAccessFile r = new RandomAccessFile(f.getPath(), "r");
        System.out.println("r: len " + r.length() + " first " + (char) r.read());
        try {
            r.write('x');
        } catch (IOException e) {
            report("write on r", e);
        }
        try {
            r.setLength(1);
        } catch (IOException e) {
            report("setLength on r", e);
        }
        System.out.println("r after failures: len " + r.length() + " fp " + r.getFilePointer());
        r.close();
        try (RandomAccessFile t = new RandomAccessFile(f, "r")) {
            System.out.println("try-with-resources: " + t.readLine());
        }
    }
}
