package spec.db;

import java.io.BufferedWriter;
import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.io.Writer;

/** Writes the records file and the command script, deterministically, from an {@link Lcg}. */
final class Generator {
    static final String[] FIRST = {
        "Alice", "Bruno", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Ines", "Jonas",
        "Kira", "Luca", "Maya", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sven", "Tara",
        "Ugo", "Vera", "Wim", "Xenia", "Yusuf", "Zoe"
    };
    static final String[] LAST = {
        "Anderson", "Baker", "Castro", "Dubois", "Eriksen", "Fischer", "Garcia", "Horvat",
        "Ivanova", "Jensen", "Kowalski", "Lambert", "Moreau", "Nakamura", "Okafor", "Petrov",
        "Quispe", "Rossi", "Schmidt", "Tanaka", "Urban", "Varga", "Weber", "Xu", "Young", "Zimmer",
        "Novak", "Silva", "Berg", "Costa"
    };
    static final String[] STREETS = {
        "Main St", "Oak Ave", "Pine Rd", "Maple Dr", "Cedar Ln", "Elm St", "Lake Rd", "Hill St",
        "River Rd", "Park Ave", "Sunset Blvd", "King St", "Queen St", "Mill Rd", "Church St"
    };
    static final String[] CITIES = {
        "Springfield", "Riverton", "Fairview", "Greenville", "Madison", "Georgetown", "Salem",
        "Franklin", "Clinton", "Arlington", "Ashland", "Burlington", "Dover", "Hudson"
    };
    static final String[] STATES = {"CA", "NY", "TX", "WA", "QC", "ON", "MA", "IL", "OR", "FL"};

    private final Lcg rng;

    Generator(long seed) {
        rng = new Lcg(seed);
    }

    String[] record() {
        String zip = Integer.toString(10000 + rng.nextInt(90000));
        String phone = (200 + rng.nextInt(800)) + "-" + (100 + rng.nextInt(900)) + "-"
                + (1000 + rng.nextInt(9000));
        return new String[] {
            rng.pick(LAST), rng.pick(FIRST), (1 + rng.nextInt(9999)) + " " + rng.pick(STREETS),
            rng.pick(CITIES), rng.pick(STATES), zip, phone, Integer.toString(18 + rng.nextInt(70))
        };
    }

    static String line(String[] fields) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                sb.append('|');
            }
            sb.append(fields[i]);
        }
        return sb.toString();
    }

    void writeRecords(File f, int n) throws IOException {
        try (Writer w = new BufferedWriter(new FileWriter(f))) {
            w.write("# rjvm db records: last|first|street|city|state|zip|phone|age\n");
            for (int i = 0; i < n; i++) {
                w.write(line(record()));
                w.write('\n');
            }
        }
    }

    void writeScript(File f, int n) throws IOException {
        Field[] fields = Field.values();
        try (Writer w = new BufferedWriter(new FileWriter(f))) {
            for (int i = 0; i < n; i++) {
                int k = rng.nextInt(100);
                String cmd;
                if (k < 30) {
                    cmd = "add " + line(record());
                } else if (k < 45) {
                    cmd = "delete " + rng.pick(LAST) + ", " + rng.pick(FIRST);
                } else if (k < 67) {
                    cmd = "lookup " + rng.pick(LAST) + ", " + rng.pick(FIRST);
                } else if (k < 82) {
                    Field fld = rng.pick(new Field[] {Field.CITY, Field.STATE, Field.FIRST, Field.LAST});
                    String v = fld == Field.CITY ? rng.pick(CITIES)
                            : fld == Field.STATE ? rng.pick(STATES)
                            : fld == Field.FIRST ? rng.pick(FIRST) : rng.pick(LAST);
                    cmd = "find " + fld.name().toLowerCase() + " " + v;
                } else if (k < 88) {
                    cmd = "range age " + (18 + rng.nextInt(60)) + " " + (20 + rng.nextInt(70));
                } else if (k < 95) {
                    cmd = "modify " + rng.pick(LAST) + ", " + rng.pick(FIRST) + "|city|" + rng.pick(CITIES);
                } else if (k < 97) {
                    cmd = "sort " + fields[rng.nextInt(fields.length)].name().toLowerCase();
                } else if (k < 98) {
                    cmd = "print " + (1 + rng.nextInt(3));
                } else {
                    cmd = "group " + rng.pick(new String[] {"state", "city", "first"});
                }
                w.write(cmd);
                w.write('\n');
            }
            w.write("sort last\nprint 5\n");
        }
    }
}
