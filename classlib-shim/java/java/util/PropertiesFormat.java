package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * The {@code .properties} text format of {@link Properties#load} (rjvm shim): logical lines
 * joined across line ends escaped by an odd number of backslashes, {@code #} and {@code !}
 * comment lines, keys ended by an unescaped {@code =}, {@code :} or white space, and the
 * escapes {@code \t \n \r \f \\uXXXX}.
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
}
