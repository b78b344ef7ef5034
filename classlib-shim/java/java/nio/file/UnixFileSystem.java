package java.nio.file;

import java.util.Collections;
import java.util.regex.Pattern;

/** The default file system (rjvm shim): Unix paths, glob and regex path matchers. */
final class UnixFileSystem extends FileSystem {
    static final UnixFileSystem INSTANCE = new UnixFileSystem();

    private UnixFileSystem() {
    }

    @Override
    public String getSeparator() {
        return "/";
    }

    @Override
    public Path getPath(String first, String... more) {
        return Path.of(first, more);
    }

    @Override
    public PathMatcher getPathMatcher(String syntaxAndPattern) {
        int colon = syntaxAndPattern.indexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException();
        }
        String syntax = syntaxAndPattern.substring(0, colon);
        String input = syntaxAndPattern.substring(colon + 1);
        String regex;
        if (syntax.equalsIgnoreCase("glob")) {
            regex = Globs.toRegex(input);
        } else if (syntax.equalsIgnoreCase("regex")) {
            regex = input;
        } else {
            throw new UnsupportedOperationException("Syntax '" + syntax + "' not recognized");
        }
        final Pattern pattern = Pattern.compile(regex);
        return new PathMatcher() {
            @Override
            public boolean matches(Path path) {
                return pattern.matcher(path.toString()).matches();
            }
        };
    }

    @Override
    public Iterable<Path> getRootDirectories() {
        return Collections.singletonList(Path.of("/"));
    }

    @Override
    public boolean isOpen() {
        return true;
    }

    @Override
    public boolean isReadOnly() {
        return false;
    }

    @Override
    public void close() {
        throw new UnsupportedOperationException();
    }

    @Override
    public String toString() {
        return "sun.nio.fs.LinuxFileSystem";
    }
}
