import java.io.*;

/** java.io.File on a temporary directory: mkdir, createNewFile, exists/isFile/isDirectory/length/getName/getPath/getParent, list and listFiles (sorted), listFiles with filters, renameTo, delete of non-empty directory, FileNotFoundException messages, separators. */
public class FileOps {
    static void sort(String[] a) {
        for (int i = 1; i < a.length; i++) { String k = a[i]; int j = i - 1; while (j >= 0 && a[j].compareTo(k) > 0) { a[j + 1] = a[j]; j--; } a[j + 1] = k; }
    }
    static String names(File[] fs) {
        if (fs == null) return "null";
        String[] n = new String[fs.length];
        for (int i = 0; i < fs.length; i++) n[i] = fs[i].getName() + (fs[i].isDirectory() ? "/" : "");
        sort(n);
        StringBuilder sb = new StringBuilder();
        for (String s : n) sb.append(s).append(' ');
        return sb.toString().trim();
    }
    static void write(File f, String s) throws IOException { FileOutputStream o = new FileOutputStream(f); o.write(s.getBytes("UTF-8")); o.close(); }

    public static void main(String[] args) throws IOException {
        File tmpFile = File.createTempFile("rjvm-fileops", "");
        String dirPath = tmpFile.getPath();
        System.out.println("delete placeholder " + tmpFile.delete());
        File dir = new File(dirPath);
        System.out.println("mkdir " + dir.mkdir() + " again " + dir.mkdir() + " isDirectory " + dir.isDirectory() + " isFile " + dir.isFile() + " exists " + dir.exists());
        try {
            File a = new File(dir, "alpha.txt");
            File b = new File(dir.getPath(), "beta.dat");
            File sub = new File(dir, "sub");
            System.out.println("before: exists " + a.exists() + " length " + a.length() + " isFile " + a.isFile());
            System.out.println("createNewFile " + a.createNewFile() + " again " + a.createNewFile());
            write(b, "0123456789");
            write(a, "h\u00e9llo");
            System.out.println("lengths " + a.length() + " " + b.length());
            System.out.println("getName " + a.getName() + " parent matches " + a.getParent().equals(dir.getPath()) + " path suffix " + a.getPath().substring(dir.getPath().length()) + " absolute " + a.isAbsolute());
            System.out.println("mkdirs nested " + new File(sub, "x/y").mkdirs() + " sub isDirectory " + sub.isDirectory());
            write(new File(sub, "inner.txt"), "in");
            System.out.println("list " + names(dir.listFiles()));
            String[] raw = dir.list();
            sort(raw);
            StringBuilder sb = new StringBuilder();
            for (String s : raw) sb.append(s).append(',');
            System.out.println("list() " + sb);
            System.out.println("filter .txt " + names(dir.listFiles(new FilenameFilter() { public boolean accept(File d, String name) { return name.endsWith(".txt"); } })));
            System.out.println("filter dirs " + names(dir.listFiles(new FileFilter() { public boolean accept(File p) { return p.isDirectory(); } })));
            System.out.println("lambda filter " + names(dir.listFiles((d, name) -> name.startsWith("b"))));
            System.out.println("listFiles on file " + names(a.listFiles()) + " on missing " + names(new File(dir, "missing").listFiles()));
            File renamed = new File(dir, "gamma.txt");
            System.out.println("renameTo " + a.renameTo(renamed) + " old exists " + a.exists() + " new exists " + renamed.exists() + " length " + renamed.length());
            System.out.println("delete non-empty dir " + sub.delete());
            System.out.println("after rename " + names(dir.listFiles()));
            try {
                new FileInputStream(new File(dir, "nope.txt"));
            } catch (FileNotFoundException e) {
                System.out.println("FNF missing: " + e.getMessage().replace(dir.getPath(), "DIR"));
            }
            try {
                new FileInputStream(sub);
            } catch (FileNotFoundException e) {
                System.out.println("FNF directory: " + e.getMessage().replace(dir.getPath(), "DIR"));
            }
            try {
                new FileOutputStream(new File(dir, "no/such/dir/file.txt"));
            } catch (FileNotFoundException e) {
                System.out.println("FNF output: " + e.getMessage().replace(dir.getPath(), "DIR"));
            }
            try {
                new FileReader(dir.getPath() + "/missing.txt");
            } catch (FileNotFoundException e) {
                System.out.println("FNF reader: " + e.getMessage().replace(dir.getPath(), "DIR") + " isIOException " + (e instanceof IOException));
            }
            File rel = new File("some/relative/path.txt");
            System.out.println("relative: name " + rel.getName() + " path " + rel.getPath() + " parent " + rel.getParent() + " absolute " + rel.isAbsolute() + " toString " + rel);
            File trailing = new File("a//b/");
            System.out.println("normalized " + trailing.getPath() + " name " + trailing.getName() + " noParent " + new File("solo").getParent());
            System.out.println("separators " + File.separator + " " + File.separatorChar + " " + File.pathSeparator + " equals " + new File("x/y").equals(new File("x/y")) + " compareTo " + Integer.signum(new File("a").compareTo(new File("b"))));
        } finally {
            deleteTree(dir);
            System.out.println("cleaned " + !dir.exists());
        }
    }

    static void deleteTree(File f) {
        File[] kids = f.listFiles();
        if (kids != null) for (File k : kids) deleteTree(k);
        f.delete();
    }
}
