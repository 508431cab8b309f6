package io.tablesmith.releasecheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pom with the parents that could be found for it, nearest first: what Maven's inheritance gives
 * it for the elements the release check reads (groupId, version, description, url, licenses,
 * developers, scm, properties). Only the parents that were handed in are known; a parent outside
 * them ends the chain.
 */
public final class PomChain {

    private static final Pattern EXPRESSION = Pattern.compile("\\$\\{([^}]+)}");
    private static final int MAX_NESTING = 10;

    private final List<PomFile> poms;

    private PomChain(List<PomFile> poms) {
        this.poms = poms;
    }

    /** The chain of {@code pom}, its parents looked up by coordinates in {@code known}. */
    public static PomChain of(PomFile pom, Map<PomFile.Coordinates, PomFile> known) {
        List<PomFile> poms = new ArrayList<>();
        PomFile current = pom;
        while (current != null && poms.size() <= MAX_NESTING) {
            poms.add(current);
            current = current.parent().map(known::get).orElse(null);
        }
        return new PomChain(poms);
    }

    /** The pom itself. */
    public PomFile pom() {
        return poms.get(0);
    }

    /** The pom's coordinates, groupId and version inherited where it writes none. */
    public PomFile.Coordinates coordinates() {
        PomFile pom = pom();
        Optional<PomFile.Coordinates> parent = pom.parent();
        String groupId = pom.groupId() != null ? pom.groupId() : parent.map(PomFile.Coordinates::groupId).orElse(null);
        String version = pom.version() != null ? pom.version() : parent.map(PomFile.Coordinates::version).orElse(null);
        return new PomFile.Coordinates(groupId, pom.artifactId(), version);
    }

    /** The first non-null value along the chain, nearest first, as Maven inherits it. */
    public <T> T inherited(Function<PomFile, T> value) {
        for (PomFile pom : poms) {
            T found = value.apply(pom);
            if (found != null && !(found instanceof List<?> list && list.isEmpty())) {
                return found;
            }
        }
        return null;
    }

    /** {@code text} with every {@code ${...}} resolved, or empty when one of them cannot be. */
    public Optional<String> interpolate(String text) {
        String result = text;
        for (int round = 0; round < MAX_NESTING && result.contains("${"); round++) {
            Matcher matcher = EXPRESSION.matcher(result);
            StringBuilder resolved = new StringBuilder();
            while (matcher.find()) {
                String value = value(matcher.group(1));
                if (value == null) {
                    return Optional.empty();
                }
                matcher.appendReplacement(resolved, Matcher.quoteReplacement(value));
            }
            matcher.appendTail(resolved);
            result = resolved.toString();
        }
        return result.contains("${") ? Optional.empty() : Optional.of(result);
    }

    private String value(String expression) {
        PomFile.Coordinates coordinates = coordinates();
        switch (expression) {
            case "project.groupId", "pom.groupId":
                return coordinates.groupId();
            case "project.artifactId", "pom.artifactId":
                return coordinates.artifactId();
            case "project.version", "pom.version", "version":
                return coordinates.version();
            case "project.parent.groupId":
                return pom().parent().map(PomFile.Coordinates::groupId).orElse(null);
            case "project.parent.version":
                return pom().parent().map(PomFile.Coordinates::version).orElse(null);
            default:
                return inherited(pom -> pom.properties().get(expression));
        }
    }
}
