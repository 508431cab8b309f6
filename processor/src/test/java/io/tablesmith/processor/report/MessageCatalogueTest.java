package io.tablesmith.processor.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

class MessageCatalogueTest {

    /** A class with no annotations, which is all the reporter asks of the element it reports on. */
    private static final Element ELEMENT = (Element) Proxy.newProxyInstance(Element.class.getClassLoader(),
            new Class<?>[] {Element.class}, (proxy, method, arguments) -> switch (method.getName()) {
                case "getKind" -> ElementKind.CLASS;
                case "getAnnotationMirrors" -> List.of();
                default -> null;
            });

    private final List<Diagnostic.Kind> printed = new ArrayList<>();
    private final Messager messager = new Messager() {
        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence msg) {
            printed.add(kind);
        }

        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {
            printed.add(kind);
        }

        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {
            printed.add(kind);
        }

        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a, AnnotationValue v) {
            printed.add(kind);
        }
    };

    @Test
    void theCatalogueListsItsIdsInAscendingOrderEachOnce() {
        int[] numbers = Arrays.stream(Message.values()).mapToInt(Message::number).toArray();

        assertThat(numbers).isSorted().doesNotHaveDuplicates();
        assertThat(Arrays.stream(Message.values()).map(Message::id)).allMatch(id -> id.matches("TS[12]\\d\\d"));
    }

    @Test
    void everyMessageIsAnErrorWarningOrNote() {
        assertThat(Arrays.stream(Message.values()).map(Message::kind))
                .allMatch(kind -> kind == Diagnostic.Kind.ERROR || kind == Diagnostic.Kind.WARNING || kind == Diagnostic.Kind.NOTE);
        assertThat(Message.INDEX_KEYS_OVERLAP.kind()).isEqualTo(Diagnostic.Kind.WARNING);
    }

    @Test
    void aWarningIsReportedAsOneAndIsNoError() {
        ErrorReporter reporter = new ErrorReporter(messager);

        // Arguments beyond the message's placeholders are ignored: the test is about how it is reported.
        Object[] arguments = java.util.Collections.nCopies(20, "x").toArray();
        reporter.warning(ELEMENT, null, null, Message.INDEX_KEYS_OVERLAP, arguments);

        assertThat(printed).containsExactly(Diagnostic.Kind.WARNING);
        assertThat(reporter.errorCount()).isZero();
    }

    @Test
    void anErrorIsCounted() {
        ErrorReporter reporter = new ErrorReporter(messager);

        reporter.error(ELEMENT, Message.KEY_MISSING, "Job");

        assertThat(printed).containsExactly(Diagnostic.Kind.ERROR);
        assertThat(reporter.errorCount()).isOne();
    }

    @Test
    void aMessageIsReportedOnlyAsItsCatalogueEntrySays() {
        ErrorReporter reporter = new ErrorReporter(messager);

        assertThatThrownBy(() -> reporter.note(ELEMENT, null, null, Message.INDEX_KEYS_OVERLAP))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("TS154");
        assertThatThrownBy(() -> reporter.warning(ELEMENT, null, null, Message.KEY_MISSING, "Job"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("TS104");
        assertThat(printed).isEmpty();
    }
}
