/** A bank account simulation with custom exceptions, polymorphic account types and a transaction log. */
public class BankAccount {
    static class InsufficientFundsException extends Exception {
        InsufficientFundsException(String account, long requested, long available) {
            super("account " + account + ": requested " + requested + ", available " + available);
        }
    }

    abstract static class Account {
        private static int nextId = 1000;
        final int id;
        final String owner;
        protected long balanceCents;
        private final StringBuilder history = new StringBuilder();
        private int txCount;

        Account(String owner, long initial) {
            this.id = nextId++;
            this.owner = owner;
            this.balanceCents = initial;
            record("open", initial);
        }

        void deposit(long cents) {
            if (cents <= 0) {
                throw new IllegalArgumentException("deposit must be positive: " + cents);
            }
            balanceCents += cents;
            record("deposit", cents);
        }

        void withdraw(long cents) throws InsufficientFundsException {
            if (cents > available()) {
                throw new InsufficientFundsException(owner + "#" + id, cents, available());
            }
            balanceCents -= cents;
            record("withdraw", cents);
        }

        long available() {
            return balanceCents;
        }

        abstract void monthEnd();

        abstract String type();

        protected void record(String what, long cents) {
            txCount++;
            history.append(txCount).append(':').append(what).append('=').append(money(cents)).append(' ');
        }

        String history() {
            return history.toString();
        }

        public String toString() {
            return type() + "[" + id + ", " + owner + ", " + money(balanceCents) + "]";
        }
    }

    static class Checking extends Account {
        final long overdraft;

        Checking(String owner, long initial, long overdraft) {
            super(owner, initial);
            this.overdraft = overdraft;
        }

        long available() {
            return balanceCents + overdraft;
        }

        void monthEnd() {
            if (balanceCents < 0) {
                long fee = 1500;
                balanceCents -= fee;
                record("overdraft-fee", fee);
            }
        }

        String type() {
            return "Checking";
        }
    }

    static class Savings extends Account {
        final int rateBasisPoints;

        Savings(String owner, long initial, int rateBasisPoints) {
            super(owner, initial);
            this.rateBasisPoints = rateBasisPoints;
        }

        void monthEnd() {
            long interest = balanceCents * rateBasisPoints / 10000 / 12;
            balanceCents += interest;
            record("interest", interest);
        }

        String type() {
            return "Savings";
        }
    }

    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        long frac = abs % 100;
        return sign + "$" + abs / 100 + "." + (frac < 10 ? "0" : "") + frac;
    }

    static void transfer(Account from, Account to, long cents) {
        try {
            from.withdraw(cents);
            to.deposit(cents);
            System.out.println("transfer " + money(cents) + " from " + from.id + " to " + to.id + " ok");
        } catch (InsufficientFundsException e) {
            System.out.println("transfer failed: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Account[] accounts = {new Checking("alice", 50000, 10000), new Savings("bob", 1000000, 250), new Checking("carol", 0, 0),
                new Savings("dave", 12345, 100)};
        for (int i = 0; i < accounts.length; i++) {
            System.out.println(accounts[i]);
        }
        transfer(accounts[0], accounts[2], 55000);
        transfer(accounts[0], accounts[2], 10000);
        transfer(accounts[2], accounts[3], 70000);
        transfer(accounts[1], accounts[0], 250050);
        try {
            accounts[3].deposit(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        for (int month = 1; month <= 3; month++) {
            for (int i = 0; i < accounts.length; i++) {
                accounts[i].monthEnd();
            }
            long total = 0;
            for (int i = 0; i < accounts.length; i++) {
                total += accounts[i].balanceCents;
            }
            System.out.println("month " + month + " total " + money(total));
        }
        for (int i = 0; i < accounts.length; i++) {
            System.out.println(accounts[i] + " history: " + accounts[i].history());
        }
        System.out.println("money format " + money(5) + " " + money(-1234) + " " + money(100) + " " + money(0));
    }
}
