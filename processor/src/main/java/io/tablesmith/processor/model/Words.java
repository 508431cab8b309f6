package io.tablesmith.processor.model;

/** Text helpers that parsing (in messages) and generation (in method names) share. */
public final class Words {

    private Words() {
    }

    /** {@code "status"} becomes {@code "Status"}, as in {@code transitionStatus}. */
    public static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** "a Job", "an Order", "an ORDER", "an int": the indefinite article for a name, by its first letter. */
    public static String withArticle(Object name) {
        String text = String.valueOf(name);
        boolean vowel = !text.isEmpty() && "AEIOUaeiou".indexOf(text.charAt(0)) >= 0;
        return (vowel ? "an " : "a ") + text;
    }
}
