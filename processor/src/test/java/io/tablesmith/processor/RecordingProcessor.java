package io.tablesmith.processor;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.annotation.processing.Completion;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.tools.ForwardingJavaFileObject;
import javax.tools.JavaFileObject;

/**
 * {@link TablesmithProcessor}, recording the sources it writes. compile-testing shows generated
 * files only when a compilation succeeds; this shows what was generated beside an error.
 *
 * <p>The processor sees a wrapped environment, so it reports through the {@code Messager}
 * alone, as under compilers other than javac.
 */
final class RecordingProcessor implements Processor {

    private final Processor delegate = new TablesmithProcessor();
    private final Map<String, StringWriter> sources = new TreeMap<>();

    /** The generated sources by qualified name. */
    Map<String, String> sources() {
        Map<String, String> texts = new TreeMap<>();
        sources.forEach((name, text) -> texts.put(name, text.toString()));
        return texts;
    }

    @Override
    public void init(ProcessingEnvironment environment) {
        Filer filer = environment.getFiler();
        Filer recording = proxy(Filer.class, filer, (method, arguments) -> {
            Object result = method.invoke(filer, arguments);
            if (method.getName().equals("createSourceFile")) {
                StringWriter copy = new StringWriter();
                sources.put(arguments[0].toString(), copy);
                return new Recorded((JavaFileObject) result, copy);
            }
            return result;
        });
        delegate.init(proxy(ProcessingEnvironment.class, environment, (method, arguments) ->
                method.getName().equals("getFiler") ? recording : method.invoke(environment, arguments)));
    }

    @Override
    public Set<String> getSupportedOptions() {
        return delegate.getSupportedOptions();
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return delegate.getSupportedAnnotationTypes();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return delegate.getSupportedSourceVersion();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        return delegate.process(annotations, round);
    }

    @Override
    public Iterable<? extends Completion> getCompletions(Element element, AnnotationMirror annotation,
                                                         ExecutableElement member, String userText) {
        return delegate.getCompletions(element, annotation, member, userText);
    }

    private interface Call {
        Object invoke(java.lang.reflect.Method method, Object[] arguments) throws ReflectiveOperationException;
    }

    private static <T> T proxy(Class<T> type, T target, Call call) {
        InvocationHandler handler = (proxy, method, arguments) -> {
            try {
                return call.invoke(method, arguments);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        return type.cast(Proxy.newProxyInstance(RecordingProcessor.class.getClassLoader(), new Class<?>[] {type}, handler));
    }

    /** A generated file whose text is also written to a copy. */
    private static final class Recorded extends ForwardingJavaFileObject<JavaFileObject> {
        private final Writer copy;

        Recorded(JavaFileObject file, Writer copy) {
            super(file);
            this.copy = copy;
        }

        @Override
        public Writer openWriter() throws IOException {
            return new Tee(super.openWriter(), copy);
        }
    }

    /** Writes to the file and to a copy. */
    private static final class Tee extends FilterWriter {
        private final Writer copy;

        Tee(Writer out, Writer copy) {
            super(out);
            this.copy = copy;
        }

        @Override
        public void write(int c) throws IOException {
            super.write(c);
            copy.write(c);
        }

        @Override
        public void write(char[] buffer, int offset, int length) throws IOException {
            super.write(buffer, offset, length);
            copy.write(buffer, offset, length);
        }

        @Override
        public void write(String text, int offset, int length) throws IOException {
            super.write(text, offset, length);
            copy.write(text, offset, length);
        }
    }
}
