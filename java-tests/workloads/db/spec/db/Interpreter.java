package spec.db;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Executes a command script against a {@link Database}. */
final class Interpreter {
    private final Database db;
    private final PrintStream out;
    private final Map<String, int[]> stats = new TreeMap<>();
    private int checksum = 1;
    private int sorts;

    Interpreter(Database db, PrintStream out) {
        this.db = db;
        this.out = out;
    }

    static String[] splitFields(String s) {
        int n = 1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '|') {
                n++;
            }
        }
        String[] parts = new String[n];
        int start = 0;
        int k = 0;
        for (int i = 0; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) == '|') {
                parts[k++] = s.substring(start, i);
                start = i + 1;
            }
        }
        return parts;
    }

    static int loadRecords(BufferedReader in, Database db) throws IOException {
        String line;
        int n = 0;
        while ((line = in.readLine()) != null) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            db.add(splitFields(line));
            n++;
        }
        return n;
    }

    private void count(String cmd, int result) {
        int[] s = stats.computeIfAbsent(cmd, k -> new int[2]);
        s[0]++;
        s[1] += result;
        checksum = checksum * 31 + result;
    }

    private static int sum(List<Entry> l) {
        int h = 0;
        for (Entry e : l) {
            h += e.id;
        }
        return h;
    }

    void execute(String line) {
        int sp = line.indexOf(' ');
        String cmd = sp < 0 ? line : line.substring(0, sp);
        String arg = sp < 0 ? "" : line.substring(sp + 1);
        switch (cmd) {
            case "add":
                count(cmd, db.add(splitFields(arg)).id);
                break;
            case "delete":
                count(cmd, db.delete(arg));
                break;
            case "lookup":
                count(cmd, db.lookup(arg).size());
                break;
            case "find": {
                int sp2 = arg.indexOf(' ');
                Field f = Field.parse(arg.substring(0, sp2));
                String v = arg.substring(sp2 + 1);
                List<Entry> found = db.find(e -> e.get(f).equals(v));
                count(cmd, found.size() * 7 + sum(found));
                break;
            }
            case "range": {
                String[] p = arg.split(" ");
                Field f = Field.parse(p[0]);
                int lo = Integer.parseInt(p[1]);
                int hi = Integer.parseInt(p[2]);
                List<Entry> found = db.find(e -> {
                    int x = Integer.parseInt(e.get(f));
                    return x >= lo && x <= hi;
                });
                count(cmd, found.size());
                break;
            }
            case "modify": {
                String[] p = splitFields(arg);
                Field f = Field.parse(p[1]);
                int n = 0;
                for (Entry e : db.lookup(p[0])) {
                    e.set(f, p[2]);
                    n++;
                }
                count(cmd, n);
                break;
            }
            case "sort": {
                Field f = Field.parse(arg);
                // alternate between our shell sort and the library's sort, ties broken by id
                java.util.Comparator<Entry> c = Database.comparator(f);
                if ((sorts++ & 1) == 0) {
                    db.shellSort(c.thenComparing((a, b) -> Integer.compare(a.id, b.id)));
                } else {
                    db.librarySort(c);
                }
                int h = db.checksum();
                count(cmd, h);
                out.println("sort " + arg + ": " + db.size() + " entries, first " + db.get(0).key()
                        + ", last " + db.get(db.size() - 1).key() + ", checksum " + Integer.toHexString(h));
                break;
            }
            case "print": {
                int n = Math.min(Integer.parseInt(arg), db.size());
                for (int i = 0; i < n; i++) {
                    out.println("  " + db.get(i));
                }
                count(cmd, n);
                break;
            }
            case "group": {
                // aggregate: count and mean age per value of a field, in key order
                Field f = Field.parse(arg);
                Map<String, int[]> groups = new TreeMap<>();
                for (int i = 0; i < db.size(); i++) {
                    Entry e = db.get(i);
                    int[] g = groups.computeIfAbsent(e.get(f), k -> new int[2]);
                    g[0]++;
                    g[1] += Integer.parseInt(e.get(Field.AGE));
                }
                int h = 0;
                StringBuilder sb = new StringBuilder("group " + arg + ":");
                for (Map.Entry<String, int[]> g : groups.entrySet()) {
                    int[] v = g.getValue();
                    h = h * 31 + v[0] * 1000 + v[1] / v[0];
                    if (sb.length() < 100) {
                        sb.append(' ').append(g.getKey()).append('=').append(v[0]);
                    }
                }
                out.println(sb.append(" ... ").append(groups.size()).append(" groups"));
                count(cmd, h);
                break;
            }
            default:
                throw new IllegalArgumentException("unknown command: " + line);
        }
    }

    void run(BufferedReader script) throws IOException {
        String line;
        while ((line = script.readLine()) != null) {
            if (!line.isEmpty()) {
                execute(line);
            }
        }
    }

    void report() {
        for (Map.Entry<String, int[]> e : stats.entrySet()) {
            out.println(e.getKey() + ": " + e.getValue()[0] + " commands, result sum " + e.getValue()[1]);
        }
        out.println("entries: " + db.size() + ", database checksum " + Integer.toHexString(db.checksum())
                + ", command checksum " + Integer.toHexString(checksum));
    }
}
