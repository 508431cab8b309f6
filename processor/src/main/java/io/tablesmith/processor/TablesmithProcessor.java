package io.tablesmith.processor;

import com.google.auto.service.AutoService;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.schema.SchemaStage;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedOptions;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Drives the rounds: generates {@code <Name>Keys}, {@code <Name>Schema} and {@code <Name>Repository}
 * (and the rest) for every {@code @Entity} record ({@link EntityRound}), every item collection
 * ({@link CollectionRound}) and queue ({@link QueueRound}), and one {@code TablesmithTable} per
 * table ({@link TableRound}). Each stage is parse, model, generate; this class only orders them.
 *
 * <p>The table definition reads every entity of a package, so for Gradle the processor is
 * aggregating. It claims Tablesmith's annotations (and the {@code @Generated} on its own
 * output), so that {@code -Xlint:all} builds report no unclaimed annotations.
 */
@AutoService(Processor.class)
@SupportedOptions(SchemaStage.OPTION)
public final class TablesmithProcessor extends AbstractProcessor {

    private StrayAnnotations strays;
    private EntityRound entities;
    private CollectionRound collections;
    private QueueRound queues;
    private TableRound tables;

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return StrayAnnotations.claimed();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (entities == null) {
            GeneratedFiles files = new GeneratedFiles(processingEnv);
            strays = new StrayAnnotations(processingEnv);
            entities = new EntityRound(processingEnv, files);
            collections = new CollectionRound(processingEnv, files);
            queues = new QueueRound(processingEnv, files);
            tables = new TableRound(processingEnv, files);
        }
        ErrorReporter reporter = ErrorReporter.of(processingEnv);
        strays.report(round, reporter);
        Set<String> packages = entities.generate(round, reporter);
        collections.generate(round, entities, reporter);
        queues.generate(round, reporter);
        tables.generate(round, packages, entities, collections, queues, reporter);
        return true;
    }
}
