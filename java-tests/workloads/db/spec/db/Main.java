package spec.db;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.io.IOException;

/**
 * The db workload, in the spirit of SPECjvm98's 209_db: generates an address records file
 * and a command script (add, delete, lookup, find, range, modify, sort, print) into
 * temporary files, reads both back with java.io, and executes the script against an
 * in-memory database, printing results and checksums.
 *
 * <p>Usage: {@code spec.db.Main [small|large]}.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws IOException {
        String size = args.length > 0 ? args[0] : "small";
        int records;
        int commands;
        if (size.equals("small")) {
            records = 800;
            commands = 300;
        } else if (size.equals("large")) {
            records = 3000;
            commands = 1200;
        } else {
            System.out.println("usage: db [small|large]");
            System.exit(2);
            return;
        }
        System.out.println("db: " + size + ", " + records + " records, " + commands + " commands");
        File data = File.createTempFile("rjvm-db", ".dat");
        File script = File.createTempFile("rjvm-db", ".cmd");
        try {
            Generator gen = new Generator(209);
            gen.writeRecords(data, records);
            gen.writeScript(script, commands);
            System.out.println("files: " + data.length() + " bytes of records, " + script.length()
                    + " bytes of commands");
            Database db = new Database();
            int loaded;
            try (BufferedReader in = new BufferedReader(new FileReader(data))) {
                loaded = Interpreter.loadRecords(in, db);
            }
            System.out.println("loaded " + loaded + " records, checksum " + Integer.toHexString(db.checksum()));
            Interpreter interp = new Interpreter(db, System.out);
            try (BufferedReader in = new BufferedReader(new FileReader(script))) {
                interp.run(in);
            }
            interp.report();
        } finally {
            data.delete();
            script.delete();
        }
    }
}
