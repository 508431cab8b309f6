package io.tablesmith.releasecheck;

/**
 * One way a bundle breaks a rule: which component (artifactId and version, or the bundle as a
 * whole), which rule, and what exactly is wrong.
 */
public record Violation(String component, Rule rule, String problem) {

    @Override
    public String toString() {
        return component + ": " + problem + " [" + rule.id() + ": " + rule.requirement() + "]";
    }
}
