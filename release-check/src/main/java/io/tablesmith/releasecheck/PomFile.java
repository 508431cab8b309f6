package io.tablesmith.releasecheck;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * What the release check reads from one pom, as written (no parent merged in, no property
 * resolved): its coordinates, its parent, the metadata Central asks for, its properties and
 * modules, and every versioned reference to another artifact.
 */
public final class PomFile {

    /** groupId:artifactId:version. */
    public record Coordinates(String groupId, String artifactId, String version) {
        @Override
        public String toString() {
            return groupId + ":" + artifactId + ":" + version;
        }
    }

    /** What kind of element a {@link Reference} comes from. */
    public enum ReferenceKind {
        PARENT, DEPENDENCY, MANAGED_DEPENDENCY, PLUGIN, PLUGIN_DEPENDENCY
    }

    /** A parent, dependency or plugin, its version as written (maybe {@code ${...}}, maybe absent). */
    public record Reference(ReferenceKind kind, String groupId, String artifactId, String version, String scope,
                            boolean optional) {
        /** Whether users who depend on the pom's artifact get this one too (compile or runtime scope, not optional). */
        public boolean reachesUsers() {
            return kind == ReferenceKind.DEPENDENCY && !optional
                    && (scope == null || scope.equals("compile") || scope.equals("runtime"));
        }

        @Override
        public String toString() {
            return groupId + ":" + artifactId + (version == null ? "" : ":" + version);
        }
    }

    /** A license as the pom names it. */
    public record License(String name, String url) {
    }

    private final Element project;

    private PomFile(Element project) {
        this.project = project;
    }

    /** Parses a pom; malformed XML or a root other than {@code <project>} is an {@link IllegalArgumentException}. */
    public static PomFile parse(byte[] xml) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setExpandEntityReferences(false);
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(new DefaultHandler() {
                @Override
                public void fatalError(SAXParseException e) throws SAXException {
                    throw e; // only the exception: the default handler would also print it to stderr
                }
            });
            Element root = builder.parse(new ByteArrayInputStream(xml)).getDocumentElement();
            if (!root.getNodeName().equals("project")) {
                throw new IllegalArgumentException("the root element is <" + root.getNodeName() + ">, not <project>");
            }
            return new PomFile(root);
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalArgumentException("not a readable pom: " + e.getMessage(), e);
        }
    }

    /** The groupId the pom itself writes, or null (then its parent's applies). */
    public String groupId() {
        return text(project, "groupId");
    }

    public String artifactId() {
        return text(project, "artifactId");
    }

    /** The version the pom itself writes, or null (then its parent's applies). */
    public String version() {
        return text(project, "version");
    }

    /** The packaging, {@code jar} when the pom names none. */
    public String packaging() {
        String packaging = text(project, "packaging");
        return packaging == null ? "jar" : packaging;
    }

    public Optional<Coordinates> parent() {
        return child(project, "parent").map(parent ->
                new Coordinates(text(parent, "groupId"), text(parent, "artifactId"), text(parent, "version")));
    }

    public String name() {
        return text(project, "name");
    }

    public String description() {
        return text(project, "description");
    }

    public String url() {
        return text(project, "url");
    }

    public List<License> licenses() {
        return listed("licenses", "license", license -> new License(text(license, "name"), text(license, "url")));
    }

    /** The names of the developers listed (a developer without a name counts as a blank one). */
    public List<String> developerNames() {
        return listed("developers", "developer", developer -> Objects.requireNonNullElse(text(developer, "name"), ""));
    }

    public String scmUrl() {
        return child(project, "scm").map(scm -> text(scm, "url")).orElse(null);
    }

    public String scmConnection() {
        return child(project, "scm").map(scm -> text(scm, "connection")).orElse(null);
    }

    /** The top-level properties, in the pom's order. */
    public Map<String, String> properties() {
        Map<String, String> properties = new LinkedHashMap<>();
        child(project, "properties").ifPresent(list -> {
            for (Element property : children(list, null)) {
                properties.put(property.getNodeName(), property.getTextContent().strip());
            }
        });
        return properties;
    }

    /** The top-level modules, as folder names relative to the pom. */
    public List<String> modules() {
        return listed("modules", "module", module -> module.getTextContent().strip());
    }

    /**
     * The parent and every dependency, managed dependency (BOM imports included) and plugin,
     * in profiles too; nothing inside a plugin's {@code <configuration>}, which names no artifact
     * users resolve.
     */
    public List<Reference> references() {
        List<Reference> references = new ArrayList<>();
        child(project, "parent").ifPresent(parent -> references.add(reference(ReferenceKind.PARENT, parent)));
        collect(project, ReferenceKind.DEPENDENCY, references);
        return references;
    }

    /** {@code dependencyKind}: what a {@code <dependency>} below {@code element} is. */
    private static void collect(Element element, ReferenceKind dependencyKind, List<Reference> references) {
        for (Element child : children(element, null)) {
            switch (child.getNodeName()) {
                case "configuration", "parent" -> {
                }
                case "dependencyManagement" -> collect(child, ReferenceKind.MANAGED_DEPENDENCY, references);
                case "dependency" -> references.add(reference(dependencyKind, child));
                case "plugin", "extension" -> {
                    references.add(reference(ReferenceKind.PLUGIN, child));
                    collect(child, ReferenceKind.PLUGIN_DEPENDENCY, references);
                }
                default -> collect(child, dependencyKind, references);
            }
        }
    }

    private static Reference reference(ReferenceKind kind, Element element) {
        String groupId = text(element, "groupId");
        if (groupId == null && kind == ReferenceKind.PLUGIN) {
            groupId = "org.apache.maven.plugins";
        }
        return new Reference(kind, groupId, text(element, "artifactId"), text(element, "version"),
                text(element, "scope"), "true".equals(text(element, "optional")));
    }

    /** Each {@code <item>} of the top-level {@code <list>}, mapped. */
    private <T> List<T> listed(String list, String item, Function<Element, T> mapping) {
        return child(project, list).map(found -> children(found, item).stream().map(mapping).toList()).orElse(List.of());
    }

    private static Optional<Element> child(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && (name == null || element.getNodeName().equals(name))) {
                found.add(element);
            }
        }
        return found;
    }

    private static String text(Element parent, String name) {
        return child(parent, name).map(element -> element.getTextContent().strip())
                .filter(text -> !text.isEmpty()).orElse(null);
    }
}
