/** Enums in static contexts: static lookup tables built in static init, enum singletons, nested enums in interfaces, constructor order, state machines. */
public class EnumStatic {
    interface Protocol { enum Status { OK(200), NOT_FOUND(404), ERROR(500); final int code; Status(int c) { code = c; } } }

    enum Code {
        ALPHA('a'), BETA('b'), GAMMA('g');
        private static final Code[] BY_CHAR = new Code[128];
        static int initCount;
        static { for (Code c : values()) { BY_CHAR[c.ch] = c; initCount++; } }
        final char ch;
        Code(char ch) { this.ch = ch; EnumStatic.log.append("ctor:").append(name()).append(' '); }
        static Code of(char c) { return c < 128 ? BY_CHAR[c] : null; }
    }

    enum Registry {
        INSTANCE;
        private int next = 1000;
        int allocate() { return next++; }
    }

    enum State {
        IDLE { State on(char e) { return e == 's' ? RUNNING : this; } },
        RUNNING { State on(char e) { return e == 'p' ? PAUSED : e == 'x' ? STOPPED : this; } },
        PAUSED { State on(char e) { return e == 's' ? RUNNING : e == 'x' ? STOPPED : this; } },
        STOPPED { State on(char e) { return this; } };
        abstract State on(char e);
    }

    static StringBuilder log = new StringBuilder();
    static final Protocol.Status DEFAULT_STATUS = Protocol.Status.OK;

    public static void main(String[] args) {
        System.out.println("before use: '" + log + "'");
        Code g = Code.of('g');
        System.out.println("after use: " + log.toString().trim());
        System.out.println("lookup: " + g + " " + Code.of('a') + " " + Code.of('z') + " " + Code.of('\u00e9') + " initCount=" + Code.initCount);
        System.out.println("singleton: " + Registry.INSTANCE.allocate() + " " + Registry.INSTANCE.allocate() + " " + Registry.valueOf("INSTANCE").allocate());
        for (Protocol.Status s : Protocol.Status.values()) System.out.println("status " + s + " " + s.code + " " + s.getDeclaringClass().getName());
        System.out.println("default status " + DEFAULT_STATUS + " " + (DEFAULT_STATUS == Protocol.Status.valueOf("OK")));
        State st = State.IDLE;
        String events = "spspxs";
        StringBuilder trace = new StringBuilder(st.name());
        for (int i = 0; i < events.length(); i++) { st = st.on(events.charAt(i)); trace.append(" -").append(events.charAt(i)).append("-> ").append(st); }
        System.out.println(trace);
        int[] counts = new int[State.values().length];
        State s2 = State.IDLE;
        for (int i = 0; i < 50; i++) { s2 = s2.on("spx".charAt(i % 3 == 2 && i < 40 ? 1 : i % 2)); counts[s2.ordinal()]++; }
        StringBuilder sb = new StringBuilder();
        for (State s : State.values()) sb.append(s).append('=').append(counts[s.ordinal()]).append(' ');
        System.out.println("counts: " + sb.toString().trim());
    }
}
