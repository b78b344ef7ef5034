package spec.db;

/** The fields of an address record, in file order. */
enum Field {
    LAST, FIRST, STREET, CITY, STATE, ZIP, PHONE, AGE;

    static Field parse(String s) {
        for (Field f : values()) {
            if (f.name().equalsIgnoreCase(s)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown field " + s);
    }

    boolean numeric() {
        return this == ZIP || this == AGE;
    }
}
