package java.text;

import java.util.Locale;

/**
 * The symbols a DecimalFormat prints and parses (rjvm shim). Locales are told apart by language
 * and country only: German and French use ',' for the decimal point and '.' (German) or U+202F
 * (French) for grouping, every other language uses the English symbols; the currency symbol
 * is "$" (US), U+00A3 (GB), U+20AC (DE, FR, ...) or U+00A4 with code "XXX" when the locale has
 * no country, as the JDK 17 CLDR data say. Currency objects are not provided.
 */
public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 5772796243397350300L;

    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char monetarySeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private char minusSign = '-';
    private String infinity = "\u221E";
    private String nan = "NaN";
    private String exponentSeparator = "E";
    private String currencySymbol = "\u00A4";
    private String intlCurrencySymbol = "XXX";
    private final Locale locale;

    /** The symbols of the default locale. */
    public DecimalFormatSymbols() {
        this(Locale.getDefault());
    }

    /** The symbols of {@code locale}. */
    public DecimalFormatSymbols(Locale locale) {
        this.locale = locale;
        String lang = locale.getLanguage();
        if (lang.equals("de") || lang.equals("fr")) {
            decimalSeparator = ',';
            monetarySeparator = ',';
            groupingSeparator = lang.equals("de") ? '.' : '\u202F';
        }
        String country = locale.getCountry();
        if (country.equals("US")) {
            currencySymbol = "$";
            intlCurrencySymbol = "USD";
        } else if (country.equals("GB")) {
            currencySymbol = "\u00A3";
            intlCurrencySymbol = "GBP";
        } else if (country.equals("DE") || country.equals("FR") || country.equals("IT") || country.equals("ES")) {
            currencySymbol = "\u20AC";
            intlCurrencySymbol = "EUR";
        }
    }

    public static DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols();
    }

    public static DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    /** The locale whose symbols these are. */
    Locale locale() {
        return locale;
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public void setZeroDigit(char c) {
        zeroDigit = c;
    }

    public char getGroupingSeparator() {
        return groupingSeparator;
    }

    public void setGroupingSeparator(char c) {
        groupingSeparator = c;
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public void setDecimalSeparator(char c) {
        decimalSeparator = c;
    }

    public char getMonetaryDecimalSeparator() {
        return monetarySeparator;
    }

    public void setMonetaryDecimalSeparator(char c) {
        monetarySeparator = c;
    }

    public char getPerMill() {
        return perMill;
    }

    public void setPerMill(char c) {
        perMill = c;
    }

    public char getPercent() {
        return percent;
    }

    public void setPercent(char c) {
        percent = c;
    }

    public char getDigit() {
        return digit;
    }

    public void setDigit(char c) {
        digit = c;
    }

    public char getPatternSeparator() {
        return patternSeparator;
    }

    public void setPatternSeparator(char c) {
        patternSeparator = c;
    }

    public char getMinusSign() {
        return minusSign;
    }

    public void setMinusSign(char c) {
        minusSign = c;
    }

    public String getInfinity() {
        return infinity;
    }

    public void setInfinity(String s) {
        infinity = s;
    }

    public String getNaN() {
        return nan;
    }

    public void setNaN(String s) {
        nan = s;
    }

    public String getExponentSeparator() {
        return exponentSeparator;
    }

    public void setExponentSeparator(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        exponentSeparator = s;
    }

    public String getCurrencySymbol() {
        return currencySymbol;
    }

    public void setCurrencySymbol(String s) {
        currencySymbol = s;
    }

    public String getInternationalCurrencySymbol() {
        return intlCurrencySymbol;
    }

    public void setInternationalCurrencySymbol(String s) {
        intlCurrencySymbol = s;
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof DecimalFormatSymbols)) {
            return false;
        }
        DecimalFormatSymbols o = (DecimalFormatSymbols) obj;
        return zeroDigit == o.zeroDigit && groupingSeparator == o.groupingSeparator
            && decimalSeparator == o.decimalSeparator && monetarySeparator == o.monetarySeparator
            && perMill == o.perMill && percent == o.percent && digit == o.digit
            && patternSeparator == o.patternSeparator && minusSign == o.minusSign && infinity.equals(o.infinity)
            && nan.equals(o.nan) && exponentSeparator.equals(o.exponentSeparator)
            && currencySymbol.equals(o.currencySymbol) && intlCurrencySymbol.equals(o.intlCurrencySymbol);
    }

    @Override
    public int hashCode() {
        return (zeroDigit * 37 + groupingSeparator) * 37 + decimalSeparator;
    }
}
