import java.util.function.*;

/** An event bus: listener interfaces with default methods, a hand-written growable listener array, inner-class subscriptions that can unsubscribe themselves, anonymous and lambda listeners, priority ordering, event hierarchy dispatch with instanceof, exceptions isolated per listener. */
public class EventSystem {
    static abstract class Event {
        private static int seq;
        final int id = ++seq;
        abstract String describe();
        public String toString() { return getClass().getSimpleName() + "#" + id + "{" + describe() + "}"; }
    }
    static class UserEvent extends Event { final String user; UserEvent(String u) { user = u; } String describe() { return "user=" + user; } }
    static class LoginEvent extends UserEvent { final boolean ok; LoginEvent(String u, boolean ok) { super(u); this.ok = ok; } String describe() { return super.describe() + " ok=" + ok; } }
    static class TickEvent extends Event { final long t; TickEvent(long t) { this.t = t; } String describe() { return "t=" + t; } }

    interface Listener {
        void on(Event e);
        default int priority() { return 0; }
        default boolean accepts(Event e) { return true; }
        static Listener of(Class<?> type, Consumer<Event> c) {
            return new Listener() {
                public void on(Event e) { c.accept(e); }
                public boolean accepts(Event e) { return type.isInstance(e); }
                public String toString() { return "typed(" + type.getSimpleName() + ")"; }
            };
        }
    }

    private Listener[] listeners = new Listener[2];
    private int count;
    private final StringBuilder log = new StringBuilder();
    private int errors;

    class Subscription {
        private final Listener l;
        private boolean active = true;
        Subscription(Listener l) { this.l = l; }
        void cancel() {
            if (!active) return;
            active = false;
            for (int i = 0; i < count; i++) {
                if (listeners[i] == l) {
                    System.arraycopy(listeners, i + 1, listeners, i, count - i - 1);
                    listeners[--count] = null;
                    log.append("[cancelled ").append(i).append("]");
                    return;
                }
            }
        }
    }

    Subscription subscribe(Listener l) {
        if (count == listeners.length) {
            Listener[] bigger = new Listener[listeners.length * 2];
            System.arraycopy(listeners, 0, bigger, 0, count);
            listeners = bigger;
        }
        int i = count++;
        while (i > 0 && listeners[i - 1].priority() < l.priority()) { listeners[i] = listeners[i - 1]; i--; }
        listeners[i] = l;
        return new Subscription(l);
    }

    void publish(Event e) {
        Listener[] snapshot = new Listener[count];
        System.arraycopy(listeners, 0, snapshot, 0, count);
        for (Listener l : snapshot) {
            if (!l.accepts(e)) continue;
            try {
                l.on(e);
            } catch (RuntimeException ex) {
                errors++;
                log.append("[error ").append(ex.getMessage()).append("]");
            }
        }
    }

    class Counter implements Listener {
        int seen;
        public void on(Event e) { seen++; log.append("c").append(seen); }
        public int priority() { return -1; }
    }

    class OneShot implements Listener {
        Subscription sub;
        public void on(Event e) { log.append("[oneshot ").append(e.id).append("]"); sub.cancel(); }
        public int priority() { return 5; }
    }

    public static void main(String[] args) {
        EventSystem bus = new EventSystem();
        Counter counter = bus.new Counter();
        bus.subscribe(counter);
        OneShot once = bus.new OneShot();
        once.sub = bus.subscribe(once);
        bus.subscribe(e -> bus.log.append("<all ").append(e).append(">"));
        bus.subscribe(Listener.of(LoginEvent.class, e -> bus.log.append("<login ").append(((LoginEvent) e).ok ? "ok" : "FAIL").append(">")));
        bus.subscribe(Listener.of(UserEvent.class, e -> { if (((UserEvent) e).user.isEmpty()) throw new IllegalArgumentException("empty user"); bus.log.append("<user>"); }));
        long[] tickSum = {0};
        Subscription tickSub = bus.subscribe(new Listener() {
            public void on(Event e) { if (e instanceof TickEvent) tickSum[0] += ((TickEvent) e).t; }
            public int priority() { return 10; }
        });
        Event[] events = {new UserEvent("ann"), new LoginEvent("bob", true), new TickEvent(5), new LoginEvent("", false), new TickEvent(7), new UserEvent("cy")};
        for (int i = 0; i < events.length; i++) {
            if (i == 4) tickSub.cancel();
            bus.log.setLength(0);
            bus.publish(events[i]);
            System.out.println(events[i] + " -> " + bus.log);
        }
        tickSub.cancel();
        System.out.println("counter saw " + counter.seen + " ticks " + tickSum[0] + " errors " + bus.errors + " listeners left " + bus.count);
        for (int i = 0; i < bus.count; i++) System.out.println("listener " + i + " priority " + bus.listeners[i].priority() + " kind " + (bus.listeners[i] instanceof Counter ? "Counter" : bus.listeners[i].getClass().isAnonymousClass() ? "anonymous " + bus.listeners[i] : "lambda"));
        for (int i = 0; i < 100; i++) bus.publish(new TickEvent(i));
        System.out.println("after 100 ticks counter " + counter.seen);
    }
}
