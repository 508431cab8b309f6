package io.tablesmith.examples.research;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The demo's evolution step: a developer renames {@code Job}'s component {@code title} to {@code topic}
 * the way an IDE does. The demo compiles the changed {@code Job} (with {@code Finding} and {@code Report},
 * the table's other entities, and {@code JobStatus} and {@code package-info}, which they need) with the
 * real Tablesmith processor against a copy of its committed schema
 * file: the compiler refuses the change (the stored items hold their title as {@code title}, which
 * nothing would read any more) and names the fix. With the fix, {@code @Attribute(value = "topic",
 * formerly = "title")}, it compiles, the schema file changes by a few lines, and job-1's item as the
 * committed {@code Job} stores it reads back through the changed record.
 *
 * <p>The sources and the schema file come from the demo's own class path (the build copies them there);
 * everything is written in a temporary directory laid out like the module, which is deleted afterwards.
 * No DynamoDB request is sent.
 */
final class EvolutionStep {

    static final String SCHEMA_FILE = "io.tablesmith.examples.research.schema";
    static final String FIX = "@Attribute(value = \"topic\", formerly = \"title\")";
    private static final String SOURCES = "src/main/java/io/tablesmith/examples/research/";
    private static final String SCHEMA_DIRECTORY = "src/main/tablesmith";
    /** Where the build puts the demo's record sources and schema file among its classes (see pom.xml). */
    private static final String RESOURCES = "evolution/";
    /** The table's entities and what they need from their package (the demo's classes are not on javac's class path). */
    private static final List<String> SOURCES_COMPILED = List.of("Job.java", "Finding.java", "Report.java", "JobStatus.java",
            "package-info.java");
    private static final String READER = "ChangedJobReader";
    private static final int WIDTH = 110;

    /**
     * What the compiler said and did.
     *
     * @param refusal the compiler's output for the rename without the fix, as it prints it (paths relative to the module)
     * @param refusedWroteNothing whether that compilation left no class file and the schema file as committed
     * @param accepted the compiler's output for the rename with the fix (empty: nothing to say)
     * @param schemaDiff the schema file's changed lines, {@code "- "} for the committed ones, {@code "+ "} for the new
     * @param readBack job-1's item as the committed {@code Job} stores it, read with the changed record
     */
    record Outcome(String refusal, boolean refusedWroteNothing, String accepted, List<String> schemaDiff, String readBack) {
    }

    /** One compilation: whether it succeeded, and what the compiler printed. */
    private record Compilation(boolean succeeded, String printed) {
    }

    private final JavaCompiler compiler;
    private final PrintStream out;
    private final StepLines lines;

    /** {@code compiler} is null where the Java runtime has none (a JRE): the step says so and is skipped. */
    EvolutionStep(JavaCompiler compiler, PrintStream out) {
        this.compiler = compiler;
        this.out = out;
        this.lines = new StepLines(out);
    }

    /** Runs the step; empty when it was skipped, and then it said why. */
    Optional<Outcome> run(Job committed) {
        if (compiler == null) {
            lines.detail("skipped: this Java runtime has no compiler (ToolProvider.getSystemJavaCompiler() is null); run the demo on a JDK");
            return Optional.empty();
        }
        Optional<ServiceLoader.Provider<Processor>> processor = ServiceLoader.load(Processor.class, loader()).stream()
                .filter(provider -> provider.type().getName().startsWith("io.tablesmith.")).findFirst();
        if (processor.isEmpty()) {
            lines.detail("skipped: the Tablesmith processor is not on the demo's class path");
            return Optional.empty();
        }
        try {
            Path module = Files.createTempDirectory("tablesmith-evolution");
            try {
                return Optional.of(run(module, processor.get(), committed));
            } finally {
                delete(module);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Outcome run(Path module, ServiceLoader.Provider<Processor> processor, Job committed) throws IOException {
        String original = resource("Job.java");
        String renamed = original.replaceAll("(?<=String |@param |, )title\\b", "topic");
        String fixed = renamed.replace("Instant createdAt, String topic,", "Instant createdAt, " + FIX + " String topic,")
                .replace("import io.tablesmith.Entity;", "import io.tablesmith.Attribute;\nimport io.tablesmith.Entity;");
        if (renamed.equals(original) || !fixed.contains(FIX)) {
            throw new IllegalStateException("Job.java no longer has the component title the evolution step renames");
        }
        String schema = resource(SCHEMA_FILE);
        Path schemaFile = module.resolve(SCHEMA_DIRECTORY).resolve(SCHEMA_FILE);
        Files.createDirectories(schemaFile.getParent());
        Files.writeString(schemaFile, schema);
        lines.call("javac -Atablesmith.schemaDir=" + SCHEMA_DIRECTORY + " " + String.join(" ", SOURCES_COMPILED));
        lines.detail("with the Tablesmith processor, in a temporary copy of the module holding the committed schema file");
        lines.request("none: the compiler compares the records with the schema file, which stands for the items stored");

        out.println();
        lines.call("Job.java: component title renamed to topic, as an IDE renames it");
        changedLines(original, renamed).forEach(lines::detail);
        Compilation refused = compile(module, processor, renamed, false);
        if (refused.succeeded()) {
            throw new IllegalStateException("The compiler accepted the rename without formerly:\n" + refused.printed());
        }
        lines.result("the compiler refuses it:");
        printCompilerOutput(refused.printed());
        boolean wroteNothing = classFiles(module).isEmpty() && Files.readString(schemaFile).equals(schema);
        lines.detail(wroteNothing ? "no class file was written, and the schema file is still the committed one, byte for byte"
                : "the refused compilation wrote class files or changed the schema file");

        out.println();
        lines.call("the fix the error names: " + FIX);
        changedLines(renamed, fixed).forEach(lines::detail);
        Compilation accepted = compile(module, processor, fixed, true);
        if (!accepted.succeeded()) {
            throw new IllegalStateException("The compiler refused the rename with formerly:\n" + accepted.printed());
        }
        printCompilerOutput(accepted.printed());
        List<String> schemaDiff = changedLines(schema, Files.readString(schemaFile));
        lines.result("compiled" + (accepted.printed().isBlank() ? ", not a warning under -Xlint:all" : "") + " ("
                + classFiles(module).size() + " class files); the schema file changed in " + schemaDiff.size() + " lines:");
        schemaDiff.forEach(lines::detail);

        out.println();
        Map<String, AttributeValue> item = JobSchema.INSTANCE.toItem(committed);
        lines.call("JobSchema.INSTANCE.fromItem(item) of the changed Job   -- item: job-1 as the committed Job stores it, title \""
                + item.get("title").s() + "\"");
        String readBack = readBack(module, item);
        lines.result(readBack);
        lines.detail("stored items keep their title until written again: writes store topic, and setTopic/removeTopic also remove title");
        return new Outcome(refused.printed(), wroteNothing, accepted.printed(), schemaDiff, readBack);
    }

    /**
     * Compiles the table's sources, {@code job} as {@code Job.java} (and, with {@code withReader}, a ChangedJobReader
     * registered for {@link ServiceLoader}), into the module's target folder, emptied first.
     */
    private Compilation compile(Path module, ServiceLoader.Provider<Processor> processor, String job, boolean withReader)
            throws IOException {
        Path target = module.resolve("target");
        delete(target);
        Path classes = Files.createDirectories(target.resolve("classes"));
        Path generated = Files.createDirectories(target.resolve("generated-sources/annotations"));
        Path sources = Files.createDirectories(module.resolve(SOURCES));
        List<Path> files = new ArrayList<>();
        for (String source : SOURCES_COMPILED) {
            files.add(Files.writeString(sources.resolve(source), source.equals("Job.java") ? job : resource(source)));
        }
        Path interfaces = target.resolve("demo-interfaces");
        if (withReader) {
            Path readerInterface = interfaces.resolve(StoredItemReader.class.getName().replace('.', '/') + ".class");
            Files.createDirectories(readerInterface.getParent());
            try (InputStream in = EvolutionStep.class.getResourceAsStream(StoredItemReader.class.getSimpleName() + ".class")) {
                Files.copy(in, readerInterface);
            }
            files.add(Files.writeString(sources.resolve(READER + ".java"), readerSource()));
            Path services = Files.createDirectories(classes.resolve("META-INF/services"));
            Files.writeString(services.resolve(StoredItemReader.class.getName()), Job.class.getPackageName() + "." + READER + "\n");
        }
        List<String> options = List.of("--release", "17", "-Xlint:all", "-implicit:none", "-d", classes.toString(), "-s", generated.toString(),
                "-classpath", classPath() + File.pathSeparator + interfaces, "-Atablesmith.schemaDir=" + module.resolve(SCHEMA_DIRECTORY));
        StringWriter printed = new StringWriter();
        try (StandardJavaFileManager fileManager = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            JavaCompiler.CompilationTask task = compiler.getTask(printed, fileManager, null, options, null,
                    fileManager.getJavaFileObjectsFromPaths(files));
            task.setProcessors(List.of(processor.get()));
            task.setLocale(Locale.ROOT);
            boolean succeeded = task.call();
            return new Compilation(succeeded, printed.toString().replace(module + File.separator, ""));
        }
    }

    /** A class of the changed module that decodes with the changed Job's generated schema. */
    private static String readerSource() {
        return """
                package io.tablesmith.examples.research;

                import java.util.Map;
                import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

                public final class %s implements StoredItemReader {
                    @Override
                    public Record read(Map<String, AttributeValue> item) {
                        return JobSchema.INSTANCE.fromItem(item);
                    }
                }
                """.formatted(READER);
    }

    /** Loads the changed module's classes in a loader of their own and reads {@code item} with its ChangedJobReader. */
    private static String readBack(Path module, Map<String, AttributeValue> item) throws IOException {
        try (ChangedClasses changed = new ChangedClasses(module.resolve("target/classes"), loader())) {
            StoredItemReader reader = ServiceLoader.load(StoredItemReader.class, changed).findFirst()
                    .orElseThrow(() -> new IllegalStateException("The changed module has no " + READER));
            return reader.read(item).toString();
        }
    }

    /** The compiler's lines, long ones wrapped at spaces (joined with a space, they are the compiler's text again). */
    private void printCompilerOutput(String printed) {
        printed.lines().forEach(line -> {
            String rest = line;
            String indent = "";
            while (rest.length() > WIDTH && rest.lastIndexOf(' ', WIDTH) > 0 && !rest.isBlank()) {
                int space = rest.lastIndexOf(' ', WIDTH);
                lines.detail(indent + rest.substring(0, space));
                rest = rest.substring(space + 1);
                indent = "    ";
            }
            lines.detail(indent + rest);
        });
    }

    /**
     * The lines only one of two texts has, in order: {@code "- "} before the first text's, {@code "+ "} before the
     * second's (what a diff shows, without its unchanged lines).
     */
    static List<String> changedLines(String before, String after) {
        List<String> a = before.lines().toList();
        List<String> b = after.lines().toList();
        int[][] common = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                common[i][j] = a.get(i).equals(b.get(j)) ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<String> changed = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                i++;
                j++;
            } else if (j == b.size() || i < a.size() && common[i + 1][j] >= common[i][j + 1]) {
                changed.add("- " + a.get(i++));
            } else {
                changed.add("+ " + b.get(j++));
            }
        }
        return changed;
    }

    private static List<Path> classFiles(Path module) throws IOException {
        try (Stream<Path> files = Files.walk(module.resolve("target/classes"))) {
            return files.filter(file -> file.toString().endsWith(".class")).toList();
        }
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = EvolutionStep.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IllegalStateException("The demo's class path lacks " + RESOURCES + name + ", which the build copies there");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static ClassLoader loader() {
        return EvolutionStep.class.getClassLoader();
    }

    /**
     * The demo's class path without the demo's own classes (with its generated JobKeys and the like there,
     * the processor would refuse to write them again): the entries of its class loader where that is a
     * URLClassLoader (as under {@code mvn exec:java}), and {@code java.class.path} (whose jars' manifests
     * javac follows, as under Surefire).
     */
    private static String classPath() throws IOException {
        Set<String> entries = new LinkedHashSet<>();
        if (loader() instanceof URLClassLoader urls) {
            for (URL url : urls.getURLs()) {
                try {
                    entries.add(Path.of(url.toURI()).toString());
                } catch (URISyntaxException | IllegalArgumentException notAFile) {
                    // not a local file: javac could not read it either
                }
            }
        }
        entries.addAll(List.of(System.getProperty("java.class.path").split(File.pathSeparator)));
        try {
            entries.remove(Path.of(EvolutionStep.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        } catch (URISyntaxException e) {
            throw new IOException("The demo's classes are not in a local folder or jar", e);
        }
        return String.join(File.pathSeparator, entries);
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    /** Loads the classes of one compiled folder itself, the rest (the runtime, the demo's interfaces) from the demo. */
    private static final class ChangedClasses extends URLClassLoader {

        static {
            registerAsParallelCapable();
        }

        ChangedClasses(Path classes, ClassLoader demo) throws IOException {
            super(new URL[] {classes.toUri().toURL()}, demo);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null && findResource(name.replace('.', '/') + ".class") != null) {
                    loaded = findClass(name);
                }
                if (loaded == null) {
                    return super.loadClass(name, resolve);
                }
                if (resolve) {
                    resolveClass(loaded);
                }
                return loaded;
            }
        }
    }
}
