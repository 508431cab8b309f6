package io.tablesmith.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * The parts {@code <Name>Repository} and {@code <Name>Update} are assembled from, each with the
 * names of the methods it writes: fixed names, and names made from a component's name. Parsing
 * reserves them (a query of such a name is refused with TS123 instead of a javac error in
 * generated code), and a test ties every public method the generators write to a part here.
 */
public enum RepositoryPart {

    /** Reads and writes by key, their settings and the re-index ({@code RepositoryGenerator}). */
    READS_AND_WRITES(Owner.REPOSITORY, List.of("create", "put", "replace", "get", "getConsistent", "delete",
            "withPageTokens", "withExpiredHidden", "withRequestOptions", "reindex", "withVersion"), List.of(), List.of()),
    /** Batch writes and reads ({@code BatchMethods}). */
    BATCH(Owner.REPOSITORY, List.of("putAll", "deleteAll", "getAll", "getAllConsistent", "withBatchOptions"), List.of(), List.of()),
    /** What a transaction needs of the repository ({@code TransactionMethods}). */
    TRANSACTIONS(Owner.REPOSITORY, List.of("transactionTarget"), List.of(), List.of()),
    /** Typed updates and the state machines' moves ({@code UpdateMethods}). */
    UPDATES(Owner.REPOSITORY, List.of("update"), List.of("transition"), List.of()),
    /** The update builder's per-component changes and its terminals ({@code UpdateGenerator}). */
    UPDATE_BUILDER(Owner.UPDATE_BUILDER, List.of("when", "ifVersion", "createIfAbsent", "execute", "toTransactionOperation"),
            List.of("set", "remove", "add", "appendTo", "addTo", "deleteFrom", "transition"), List.of("TransitionsFrom")),
    /** What every class has: a query may not hide or overload them. */
    OBJECT(Owner.REPOSITORY, List.of("equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait",
            "clone", "finalize"), List.of(), List.of());

    /** Where a part's methods live, which says how a query of that name would clash. */
    private enum Owner { REPOSITORY, UPDATE_BUILDER }

    private final Owner owner;
    private final List<String> names;
    private final List<String> componentPrefixes;
    private final List<String> componentSuffixes;

    RepositoryPart(Owner owner, List<String> names, List<String> componentPrefixes, List<String> componentSuffixes) {
        this.owner = owner;
        this.names = names;
        this.componentPrefixes = componentPrefixes;
        this.componentSuffixes = componentSuffixes;
    }

    /** The names the part writes whatever the entity: {@code putAll}, {@code execute}, ... */
    public List<String> names() {
        return names;
    }

    /**
     * Why {@code method} is taken in an entity with these components, by any part; empty when it is
     * free. A setter of components set together ({@code setStatusAndOwner}) counts as {@code set}.
     */
    public static Optional<String> reason(String method, List<String> components) {
        for (RepositoryPart part : values()) {
            Optional<String> reason = part.reasonOf(method, components);
            if (reason.isPresent()) {
                return reason;
            }
        }
        return Optional.empty();
    }

    private Optional<String> reasonOf(String method, List<String> components) {
        if (names.contains(method)) {
            return Optional.of(owner == Owner.REPOSITORY
                    ? "the repository already has a method " + method + "(...)"
                    : "the update builder has a method " + method + "(...), and a query of that name would read as one");
        }
        for (String component : components) {
            String capitalized = Words.capitalize(component);
            for (String prefix : componentPrefixes) {
                String rest = method.startsWith(prefix) ? method.substring(prefix.length()) : "";
                boolean taken = rest.equals(capitalized) || prefix.equals("set") && rest.startsWith(capitalized + "And")
                        && setsTogether(rest.substring(capitalized.length() + 3), components);
                if (taken) {
                    return Optional.of(prefix.equals("transition")
                            ? "it is the name of the generated state-machine method for component '" + component + "'"
                            : "it is the name of the update builder's " + prefix + " method for component '" + component
                                    + "', and a query of that name would read as one");
                }
            }
            for (String suffix : componentSuffixes) {
                if (method.equals(component + suffix)) {
                    return Optional.of("it is the name of the generated state-machine method for component '" + component + "'");
                }
            }
        }
        return Optional.empty();
    }

    /** Whether {@code rest} is capitalized component names joined by {@code And}, as a setter of several is named. */
    private static boolean setsTogether(String rest, List<String> components) {
        for (String component : components) {
            String capitalized = Words.capitalize(component);
            if (rest.equals(capitalized)
                    || rest.startsWith(capitalized + "And") && setsTogether(rest.substring(capitalized.length() + 3), components)) {
                return true;
            }
        }
        return false;
    }
}
