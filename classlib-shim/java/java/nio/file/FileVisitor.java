package java.nio.file;

import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;

/** The callbacks of {@link Files#walkFileTree}. */
public interface FileVisitor<T> {
    /** Before the entries of directory {@code dir}. */
    FileVisitResult preVisitDirectory(T dir, BasicFileAttributes attrs) throws IOException;

    /** A file (or a directory at the walk's maximum depth). */
    FileVisitResult visitFile(T file, BasicFileAttributes attrs) throws IOException;

    /** A file whose attributes could not be read, or a directory that could not be opened. */
    FileVisitResult visitFileFailed(T file, IOException exc) throws IOException;

    /** After the entries of directory {@code dir}; {@code exc} the error that ended them, if any. */
    FileVisitResult postVisitDirectory(T dir, IOException exc) throws IOException;
}
