import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * java.nio.file as everyday programs use it: Path arithmetic (names, parent, resolve,
 * normalize, relativize), and Files on a temporary directory: write/read lines, bytes and
 * strings, append, lines(), buffered readers and writers, copy/move/delete, listing, and the
 * exceptions for missing and existing files.
 */
public class NioFiles {
    public static void main(String[] args) throws IOException {
        Path p = Paths.get("/tmp", "a", "b.txt");
        System.out.println(p + " name=" + p.getFileName() + " parent=" + p.getParent() + " root=" + p.getRoot()
                + " count=" + p.getNameCount() + " abs=" + p.isAbsolute() + " name0=" + p.getName(0));
        Path rel = Path.of("x//y/", "z");
        System.out.println(rel + " " + rel.resolve("w") + " " + rel.resolve("/abs") + " " + rel.resolveSibling("q")
                + " " + rel.subpath(1, 3) + " " + rel.startsWith("x") + " " + rel.endsWith("y/z") + " "
                + rel.getParent().getParent().getParent());
        System.out.println(Path.of("a/./b/../c/..").normalize() + " " + Path.of("/../a").normalize() + " ["
                + Path.of("").getFileName() + "] " + Path.of("/a/b").relativize(Path.of("/a/c/d")) + " "
                + Path.of("a").relativize(Path.of("a")).toString().isEmpty() + " " + Path.of("/").getFileName()
                + " " + Path.of("a/b").equals(Paths.get("a", "b")) + " " + Path.of("b").compareTo(Path.of("a")));
        StringBuilder names = new StringBuilder();
        for (Path n : Path.of("/usr/local/bin")) {
            names.append('<').append(n).append('>');
        }
        System.out.println(names);

        Path dir = Files.createTempDirectory("niofiles");
        Path f = dir.resolve("data.txt");
        System.out.println("exists before " + Files.exists(f) + " " + Files.notExists(f));
        Files.write(f, List.of("alpha", "beta", "gamma"));
        System.out.println(Files.readAllLines(f) + " size " + Files.size(f) + " file " + Files.isRegularFile(f)
                + " dir " + Files.isDirectory(dir));
        Files.write(f, "delta\r\nepsilon".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        try (Stream<String> lines = Files.lines(f)) {
            System.out.println(lines.filter(s -> s.contains("a")).map(String::toUpperCase)
                    .collect(Collectors.joining(",")));
        }
        System.out.println("chars " + Files.readString(f).length() + " bytes " + Files.readAllBytes(f).length);
        Files.writeString(f, "one\ntwo\n");
        try (BufferedReader r = Files.newBufferedReader(f)) {
            System.out.println("first " + r.readLine() + " second " + r.readLine() + " end " + r.readLine());
        }
        try (BufferedWriter w = Files.newBufferedWriter(f, StandardOpenOption.APPEND)) {
            w.write("three");
            w.newLine();
        }
        System.out.println(Files.readAllLines(f, StandardCharsets.UTF_8));

        Path copy = dir.resolve("copy.txt");
        Files.copy(f, copy);
        try {
            Files.copy(f, copy);
        } catch (FileAlreadyExistsException e) {
            System.out.println("copy again: " + e.getClass().getSimpleName() + " " + e.getFile().endsWith("copy.txt"));
        }
        Files.writeString(copy, "replaced");
        Path moved = Files.move(copy, dir.resolve("moved.txt"), StandardCopyOption.REPLACE_EXISTING);
        Files.createDirectories(dir.resolve("sub/deeper"));
        try (Stream<Path> entries = Files.list(dir)) {
            System.out.println("entries " + entries.map(e -> e.getFileName().toString()).sorted()
                    .collect(Collectors.toList()));
        }
        System.out.println("moved " + Files.readString(moved) + " copy exists " + Files.exists(copy));
        try {
            Files.readAllLines(dir.resolve("missing.txt"));
        } catch (NoSuchFileException e) {
            System.out.println("missing: " + e.getClass().getName() + " " + e.getMessage().endsWith("missing.txt"));
        }
        try {
            Files.createFile(f);
        } catch (FileAlreadyExistsException e) {
            System.out.println("createFile existing: " + e.getClass().getSimpleName());
        }
        Files.delete(f);
        System.out.println("deleteIfExists " + Files.deleteIfExists(moved) + " " + Files.deleteIfExists(moved));
        Files.delete(dir.resolve("sub/deeper"));
        Files.delete(dir.resolve("sub"));
        Files.delete(dir);
        System.out.println("cleaned " + Files.exists(dir));
    }
}
