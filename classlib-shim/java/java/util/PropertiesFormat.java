package java.util;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * The {@code .properties} text format of {@link Properties#load} (rjvm shim): logical lines
 * joined across line ends escaped by an odd number of backslashes, {@code #} and {@code !}
 * comment lines, keys ended by an unescaped {@code =}, {@code :} or white space, and the
 * escapes {@code \t \n \r \f \\uXXXX}; and {@link Properties#store}'s output, escaped so that
 * loading it gives the same table back.
 */
final class PropertiesFormat {
    private PropertiesFormat() {
    }

    /** Reads logical lines from characters or from ISO 8859-1 bytes. */
    static final class LineReader {
        private final Reader reader;
        private final InputStream in;
        private int pushedBack = -2;

        LineReader(Reader reader) {
            this.reader = reader;
            this.in = null;
        }

        LineReader(InputStream in) {
            this.reader = null;
            this.in = in;
        }

        private int read() throws IOException {
            if (pushedBack != -2) {
                int c = pushedBack;
                pushedBack = -2;
                return c;
            }
            if (reader != null) {
                return reader.read();
            }
            int b = in.read();
            return b < 0 ? -1 : (b & 0xFF);
        }

        private static boolean isBlank(int c) {
            return c == ' ' || c == '\t' || c == '\f';
        }

        /**
         * The next logical line, without its leading white space, its continuations' leading
         * white space and the escaping backslashes of its line ends; null at the end.
         */
        String readLine() throws IOException {
            StringBuilder line = new StringBuilder();
            boolean startOfLine = true;
            boolean continuation = false;
            while (true) {
                int c = read();
                if (c < 0) {
                    return line.length() == 0 ? null : stripEscapedEnd(line);
                }
                if (startOfLine) {
                    if (isBlank(c)) {
                        continue;
                    }
                    if (!continuation && (c == '\r' || c == '\n')) {
                        continue;
                    }
                    startOfLine = false;
                    if (!continuation && (c == '#' || c == '!')) {
                        skipComment();
                        startOfLine = true;
                        continue;
                    }
                }
                if (c == '\n' || c == '\r') {
                    if (c == '\r') {
                        int n = read();
                        if (n != '\n') {
                            pushedBack = n;
                        }
                    }
                    if (endsWithOddBackslashes(line)) {
                        line.setLength(line.length() - 1);
                        continuation = true;
                        startOfLine = true;
                        continue;
                    }
                    return line.toString();
                }
                line.append((char) c);
            }
        }

        private void skipComment() throws IOException {
            while (true) {
                int c = read();
                if (c < 0 || c == '\n') {
                    return;
                }
                if (c == '\r') {
                    int n = read();
                    if (n != '\n') {
                        pushedBack = n;
                    }
                    return;
                }
            }
        }

        /** The line at the end of input: a final escaping backslash is dropped. */
        private static String stripEscapedEnd(StringBuilder line) {
            if (endsWithOddBackslashes(line)) {
                line.setLength(line.length() - 1);
            }
            return line.toString();
        }

        private static boolean endsWithOddBackslashes(StringBuilder line) {
            int n = 0;
            for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
                n++;
            }
            return (n & 1) == 1;
        }
    }

    /** Reads every logical line of {@code lines} into {@code props}. */
    static void load(LineReader lines, Properties props) throws IOException {
        String line;
        while ((line = lines.readLine()) != null) {
            int limit = line.length();
            int keyLen = 0;
            int valueStart = limit;
            boolean hasSep = false;
            boolean precedingBackslash = false;
            while (keyLen < limit) {
                char c = line.charAt(keyLen);
                if ((c == '=' || c == ':') && !precedingBackslash) {
                    valueStart = keyLen + 1;
                    hasSep = true;
                    break;
                } else if ((c == ' ' || c == '\t' || c == '\f') && !precedingBackslash) {
                    valueStart = keyLen + 1;
                    break;
                }
                precedingBackslash = c == '\\' && !precedingBackslash;
                keyLen++;
            }
            while (valueStart < limit) {
                char c = line.charAt(valueStart);
                if (c != ' ' && c != '\t' && c != '\f') {
                    if (!hasSep && (c == '=' || c == ':')) {
                        hasSep = true;
                    } else {
                        break;
                    }
                }
                valueStart++;
            }
            String key = unescape(line, 0, keyLen);
            String value = unescape(line, valueStart, limit);
            props.put(key, value);
        }
    }

    /** {@code s[from, to)} with its escapes replaced. */
    private static String unescape(String s, int from, int to) {
        StringBuilder out = new StringBuilder(to - from);
        int i = from;
        while (i < to) {
            char c = s.charAt(i++);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (i >= to) {
                break;
            }
            c = s.charAt(i++);
            if (c == 'u') {
                if (i > to - 4) {
                    throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                }
                int value = 0;
                for (int k = 0; k < 4; k++) {
                    int d = Character.digit(s.charAt(i++), 16);
                    if (d < 0) {
                        throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                    }
                    value = (value << 4) | d;
                }
                out.append((char) value);
            } else if (c == 't') {
                out.append('\t');
            } else if (c == 'r') {
                out.append('\r');
            } else if (c == 'n') {
                out.append('\n');
            } else if (c == 'f') {
                out.append('\f');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    /** Writes {@code props} as {@link Properties#store} does. */
    static void store(Properties props, BufferedWriter bw, String comments, boolean escUnicode) throws IOException {
        if (comments != null) {
            writeComments(bw, comments);
        }
        bw.write("#" + new Date().toString());
        bw.newLine();
        synchronized (props) {
            for (Map.Entry<Object, Object> e : props.entrySet()) {
                String key = escape((String) e.getKey(), true, escUnicode);
                String val = escape((String) e.getValue(), false, escUnicode);
                bw.write(key + "=" + val);
                bw.newLine();
            }
        }
        bw.flush();
    }

    /**
     * The comment lines: each line of {@code comments} starts with {@code #} unless it already
     * starts with {@code #} or {@code !}; characters above 0xFF are written as {@code \\uXXXX}.
     */
    private static void writeComments(BufferedWriter bw, String comments) throws IOException {
        bw.write("#");
        int len = comments.length();
        int current = 0;
        int last = 0;
        while (current < len) {
            char c = comments.charAt(current);
            if (c > '\u00ff' || c == '\n' || c == '\r') {
                if (last != current) {
                    bw.write(comments.substring(last, current));
                }
                if (c > '\u00ff') {
                    bw.write(unicodeEscape(c));
                } else {
                    bw.newLine();
                    if (c == '\r' && current != len - 1 && comments.charAt(current + 1) == '\n') {
                        current++;
                    }
                    if (current == len - 1 || (comments.charAt(current + 1) != '#' && comments.charAt(current + 1) != '!')) {
                        bw.write("#");
                    }
                }
                last = current + 1;
            }
            current++;
        }
        if (last != current) {
            bw.write(comments.substring(last, current));
        }
        bw.newLine();
    }

    private static String unicodeEscape(char c) {
        return new String(new char[] {'\\', 'u', HEX[(c >> 12) & 0xF], HEX[(c >> 8) & 0xF], HEX[(c >> 4) & 0xF], HEX[c & 0xF]});
    }

    /** {@code s} escaped for a key ({@code escapeSpace}: every space) or a value (a leading space). */
    private static String escape(String s, boolean escapeSpace, boolean escapeUnicode) {
        int len = s.length();
        StringBuilder out = new StringBuilder(len * 2);
        for (int x = 0; x < len; x++) {
            char c = s.charAt(x);
            if ((c > 61) && (c < 127)) {
                if (c == '\\') {
                    out.append('\\').append('\\');
                } else {
                    out.append(c);
                }
                continue;
            }
            switch (c) {
                case ' ':
                    if (x == 0 || escapeSpace) {
                        out.append('\\');
                    }
                    out.append(' ');
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\f':
                    out.append("\\f");
                    break;
                case '=':
                case ':':
                case '#':
                case '!':
                    out.append('\\').append(c);
                    break;
                default:
                    if (((c < 0x0020) || (c > 0x007e)) && escapeUnicode) {
                        out.append(unicodeEscape(c));
                    } else {
                        out.append(c);
                    }
            }
        }
        return out.toString();
    }
}
