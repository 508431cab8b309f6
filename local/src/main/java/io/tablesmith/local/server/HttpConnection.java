package io.tablesmith.local.server;

import java.io.EOFException;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One client connection of {@link HttpTransport}, a non-blocking channel. While no request is arriving it
 * costs no thread: the transport's selector watches it. When bytes arrive, a worker thread
 * ({@link #serveArrived()}) reads the requests there are (kept alive, pipelined ones answered in order),
 * answers each, and hands the connection back idle; it closes when the client asks for it, closes its side,
 * sends what it cannot read, or leaves a request unfinished past the transport's timeout.
 *
 * <p>What it speaks: request bodies with {@code Content-Length} or {@code Transfer-Encoding: chunked},
 * {@code Expect: 100-continue}, HTTP/1.0 (closed after each answer unless it asks for keep-alive). What it
 * refuses, with a status and {@code Connection: close}: a malformed request line or header (400), a header
 * section over {@value #MAX_HEADER_BYTES} bytes (431), a body over {@value #MAX_BODY_BYTES} bytes (413),
 * another transfer coding (501), another HTTP version (505).
 */
final class HttpConnection {
    /** Far above any real request's headers (DynamoDB's SDKs send about 1 KB). */
    static final int MAX_HEADER_BYTES = 64 * 1024;
    /** DynamoDB's own limit on a request (a BatchWriteItem of 25 items of 400 KB is 10 MB). */
    static final int MAX_BODY_BYTES = 16 * 1024 * 1024;
    private static final int MAX_HEADERS = 200;
    private static final int BUFFER_BYTES = 16 * 1024;
    private static final long CHUNKED = -1;
    private static final int LINGER_MILLIS = 2000;
    private static final byte[] CONTINUE = "HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

    private final SocketChannel channel;
    private final HttpTransport.Handler handler;
    /** How long a request may take to arrive once begun, and an answer to leave. */
    private final long timeoutMillis;
    private final AtomicBoolean closed = new AtomicBoolean();
    /** The selector a worker waits on for this channel, woken by {@link #close()}; null when none waits. */
    private volatile Selector waitingOn;
    /** Bytes read and not yet used; null while idle with none, so that an idle connection holds no buffer. */
    private byte[] buffer;
    private int position;
    private int limit;
    /** Bytes of the current request's line and headers read so far, against {@link #MAX_HEADER_BYTES}. */
    private int headerBytes;
    /** The transport's key for this channel, and when it last went idle; both the transport's selector's. */
    SelectionKey key;
    long idleSinceNanos;

    HttpConnection(SocketChannel channel, HttpTransport.Handler handler, long timeoutMillis) {
        this.channel = channel;
        this.handler = handler;
        this.timeoutMillis = timeoutMillis;
    }

    /** A request the connection could not read, answered with {@code status} and then closed. */
    static final class BadRequest extends Exception {
        private static final long serialVersionUID = 1L;
        final int status;

        BadRequest(int status, String message) {
            super(message, null, false, false);
            this.status = status;
        }
    }

    /**
     * Serves, on a worker thread, the requests that have arrived: each read whole (waiting for the rest of one
     * begun), answered, and the next one read if its bytes are there. Returns true when the connection is
     * kept alive with nothing left to read, to be watched again; false when it has closed.
     */
    boolean serveArrived() {
        try {
            if (buffer == null) {
                buffer = new byte[BUFFER_BYTES];
            }
            while (true) {
                if (position == limit) {
                    int read = readAvailable();
                    if (read < 0) {
                        close(); // the client closed an idle connection
                        return false;
                    }
                    if (read == 0) {
                        buffer = null; // nothing more has arrived: idle until it does
                        position = 0;
                        limit = 0;
                        return true;
                    }
                }
                headerBytes = 0;
                String requestLine = readLine(true);
                for (int blank = 0; requestLine != null && requestLine.isEmpty() && blank < 4; blank++) {
                    requestLine = readLine(true); // RFC 9112: ignore empty lines before a request
                }
                if (requestLine == null || !serve(requestLine)) {
                    close();
                    return false;
                }
            }
        } catch (BadRequest e) {
            refuse(e);
        } catch (SocketTimeoutException | EOFException e) {
            // a request unfinished too long, or the client went away in the middle of one: nobody to answer
        } catch (IOException e) {
            // the connection broke (reset by the client, or closed by HttpTransport.close())
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        close();
        return false;
    }

    /** Reads the rest of one request, answers it, and tells whether the connection stays open. */
    private boolean serve(String requestLine) throws IOException, BadRequest {
        int firstSpace = requestLine.indexOf(' ');
        int lastSpace = requestLine.lastIndexOf(' ');
        if (firstSpace <= 0 || lastSpace == firstSpace) {
            throw new BadRequest(400, "Malformed request line");
        }
        String method = requestLine.substring(0, firstSpace);
        String version = requestLine.substring(lastSpace + 1);
        boolean http11 = version.equals("HTTP/1.1");
        if (!http11 && !version.equals("HTTP/1.0")) {
            throw new BadRequest(version.startsWith("HTTP/") ? 505 : 400,
                    version.startsWith("HTTP/") ? "Only HTTP/1.1 and HTTP/1.0 are served" : "Malformed request line");
        }
        RequestHeaders headers = readHeaders();
        String connection = headers.connection == null ? "" : headers.connection.toLowerCase(Locale.ROOT);
        boolean keepAlive = http11 ? !connection.contains("close") : connection.contains("keep-alive");
        long length = bodyLength(headers);
        if (length != 0 && http11 && "100-continue".equalsIgnoreCase(headers.expect)) {
            writeFully(ByteBuffer.wrap(CONTINUE));
        }
        byte[] body = length == CHUNKED ? readChunks() : readBody((int) length);
        HttpTransport.Response response = handler.handle(new HttpTransport.Request(method, headers.target,
                headers.host, headers.authorization, body));
        write(response.status(), response.headers(), response.body(), keepAlive, http11);
        return keepAlive;
    }

    private RequestHeaders readHeaders() throws IOException, BadRequest {
        RequestHeaders headers = new RequestHeaders();
        for (int count = 0; ; count++) {
            String line = readLine(false);
            if (line.isEmpty()) {
                return headers;
            }
            int colon = line.indexOf(':');
            if (count >= MAX_HEADERS) {
                throw new BadRequest(431, "More than " + MAX_HEADERS + " headers");
            }
            if (colon <= 0 || line.charAt(0) == ' ' || line.charAt(0) == '\t'
                    || Character.isWhitespace(line.charAt(colon - 1))) {
                throw new BadRequest(400, "Malformed header: " + abbreviate(line));
            }
            headers.add(line, colon);
        }
    }

    /** The body's length from the headers: {@link #CHUNKED}, or a number of bytes (0 without either header). */
    private static long bodyLength(RequestHeaders headers) throws BadRequest {
        if (headers.transferEncoding != null) {
            if (!headers.transferEncoding.equalsIgnoreCase("chunked")) {
                throw new BadRequest(501, "Transfer-Encoding " + abbreviate(headers.transferEncoding)
                        + " is not served");
            }
            if (headers.contentLength != null) {
                throw new BadRequest(400, "Both Content-Length and Transfer-Encoding");
            }
            return CHUNKED;
        }
        long length = headers.contentLength == null ? 0 : parseLength(headers.contentLength, 10);
        if (length > MAX_BODY_BYTES) {
            throw new BadRequest(413, "The body is over " + MAX_BODY_BYTES + " bytes");
        }
        return length;
    }

    private byte[] readBody(int length) throws IOException {
        byte[] body = new byte[length];
        readFully(body, 0, length);
        return body;
    }

    private byte[] readChunks() throws IOException, BadRequest {
        byte[] body = new byte[0];
        int size = 0;
        while (true) {
            headerBytes = 0;
            String sizeLine = readLine(false);
            int extension = sizeLine.indexOf(';');
            long chunk = parseLength((extension >= 0 ? sizeLine.substring(0, extension) : sizeLine).strip(), 16);
            if (chunk == 0) {
                while (!readLine(false).isEmpty()) {
                    // trailers: read and ignored
                }
                return size == body.length ? body : Arrays.copyOf(body, size);
            }
            if (size + chunk > MAX_BODY_BYTES) {
                throw new BadRequest(413, "The body is over " + MAX_BODY_BYTES + " bytes");
            }
            if (size + chunk > body.length) {
                body = Arrays.copyOf(body, (int) Math.max(size + chunk, Math.min(2L * body.length,
                        MAX_BODY_BYTES)));
            }
            readFully(body, size, (int) chunk);
            size += (int) chunk;
            if (!readLine(false).isEmpty()) {
                throw new BadRequest(400, "A chunk is longer than its size");
            }
        }
    }

    private static long parseLength(String digits, int radix) throws BadRequest {
        if (digits.isEmpty() || digits.length() > 12) {
            throw new BadRequest(digits.length() > 12 ? 413 : 400, "Malformed length: " + abbreviate(digits));
        }
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (c > 'f' || Character.digit(c, radix) < 0) {
                throw new BadRequest(400, "Malformed length: " + abbreviate(digits));
            }
        }
        return Long.parseLong(digits, radix);
    }

    /**
     * One line, without its CRLF (a bare LF is accepted, as RFC 9112 allows), in ISO-8859-1. Returns null
     * when {@code atRequestStart} and the client closed the connection before sending anything.
     */
    private String readLine(boolean atRequestStart) throws IOException, BadRequest {
        int start = position;
        while (true) {
            for (int i = start; i < limit; i++) {
                if (buffer[i] == '\n') {
                    int end = i > position && buffer[i - 1] == '\r' ? i - 1 : i;
                    String line = new String(buffer, position, end - position, StandardCharsets.ISO_8859_1);
                    headerBytes += i + 1 - position;
                    position = i + 1;
                    if (headerBytes > MAX_HEADER_BYTES) {
                        throw new BadRequest(431, "The request's header section is over " + MAX_HEADER_BYTES + " bytes");
                    }
                    return line;
                }
            }
            if (headerBytes + (limit - position) > MAX_HEADER_BYTES || limit - position == buffer.length) {
                throw new BadRequest(431, "The request's header section is over " + MAX_HEADER_BYTES
                        + " bytes, or a line of it over " + buffer.length);
            }
            start = limit - position;
            if (!fill()) {
                if (atRequestStart && limit == position) {
                    return null;
                }
                throw new EOFException();
            }
            start = position + start;
        }
    }

    /** Reads more bytes into the buffer, keeping the unread ones, waiting for them; false at the end of the stream. */
    private boolean fill() throws IOException {
        if (position > 0) {
            System.arraycopy(buffer, position, buffer, 0, limit - position);
            limit -= position;
            position = 0;
        }
        int read = readWaiting(ByteBuffer.wrap(buffer, limit, buffer.length - limit), timeoutMillis);
        if (read < 0) {
            return false;
        }
        limit += read;
        return true;
    }

    /** Reads into the empty buffer what has arrived, without waiting: the bytes read, 0 or -1 at the end. */
    private int readAvailable() throws IOException {
        position = 0;
        limit = 0;
        int read = channel.read(ByteBuffer.wrap(buffer));
        limit = Math.max(read, 0);
        return read;
    }

    private void readFully(byte[] target, int offset, int length) throws IOException {
        int buffered = Math.min(length, limit - position);
        System.arraycopy(buffer, position, target, offset, buffered);
        position += buffered;
        ByteBuffer rest = ByteBuffer.wrap(target, offset + buffered, length - buffered);
        while (rest.hasRemaining()) {
            if (readWaiting(rest, timeoutMillis) < 0) {
                throw new EOFException();
            }
        }
    }

    /** Reads at least one byte into {@code target}, which has room, waiting up to {@code millis}; -1 at the end. */
    private int readWaiting(ByteBuffer target, long millis) throws IOException {
        while (true) {
            int read = channel.read(target);
            if (read != 0) {
                return read;
            }
            ChannelWait.await(channel, SelectionKey.OP_READ, millis, selector -> waitingOn = selector);
        }
    }

    private void writeFully(ByteBuffer message) throws IOException {
        while (message.hasRemaining()) {
            if (channel.write(message) == 0) {
                ChannelWait.await(channel, SelectionKey.OP_WRITE, timeoutMillis, selector -> waitingOn = selector);
            }
        }
    }

    /** The status line, headers and body in one write, so that they leave in one packet when they fit. */
    private void write(int status, String[] headers, byte[] body, boolean keepAlive, boolean http11)
            throws IOException {
        StringBuilder head = new StringBuilder(256).append(http11 ? "HTTP/1.1 " : "HTTP/1.0 ").append(status)
                .append(' ').append(reason(status)).append("\r\n");
        for (int i = 0; i < headers.length; i += 2) {
            head.append(headers[i]).append(": ").append(headers[i + 1]).append("\r\n");
        }
        head.append("Date: ").append(HttpDate.now()).append("\r\n");
        head.append("Content-Length: ").append(body.length).append("\r\n");
        if (!keepAlive) {
            head.append("Connection: close\r\n");
        } else if (!http11) {
            head.append("Connection: keep-alive\r\n");
        }
        byte[] headBytes = head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
        byte[] message = new byte[headBytes.length + body.length];
        System.arraycopy(headBytes, 0, message, 0, headBytes.length);
        System.arraycopy(body, 0, message, headBytes.length, body.length);
        writeFully(ByteBuffer.wrap(message));
    }

    private void refuse(BadRequest e) {
        try {
            byte[] body = (e.getMessage() + "\n").getBytes(StandardCharsets.UTF_8);
            write(e.status, new String[] {"Content-Type", "text/plain; charset=utf-8"}, body, false, true);
            // Closing with unread input would reset the connection, and the client could lose the answer
            // before reading it: read (a bounded amount of) what it still sends first.
            channel.shutdownOutput();
            ByteBuffer drain = ByteBuffer.wrap(buffer);
            long drained = 0;
            for (int read = 0; read >= 0 && drained < MAX_BODY_BYTES; read = readWaiting(drain.clear(), LINGER_MILLIS)) {
                drained += read;
            }
        } catch (IOException ignored) {
            // the client is gone; the connection closes anyway
        }
    }

    private static String reason(int status) {
        return switch (status) {
            case 200 -> "OK";
            case 400 -> "Bad Request";
            case 413 -> "Content Too Large";
            case 431 -> "Request Header Fields Too Large";
            case 500 -> "Internal Server Error";
            case 501 -> "Not Implemented";
            case 505 -> "HTTP Version Not Supported";
            default -> "Status";
        };
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }

    /** Loads and runs what the first answer needs besides the handler, the Date header's formatting. */
    static void warmUp() {
        HttpDate.now();
    }

    /** Closes the connection (once: later calls do nothing), waking a worker that waits on it. */
    void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            channel.close();
        } catch (IOException ignored) {
            // nothing more to do with it
        }
        Selector selector = waitingOn;
        if (selector != null) {
            selector.wakeup();
        }
    }

    boolean isClosed() {
        return closed.get();
    }

    /** The {@code Date} header's value, formatted once a second rather than per answer. */
    private static final class HttpDate {
        private record Stamp(long second, String text) {
        }

        private static volatile Stamp last = new Stamp(-1, "");

        static String now() {
            long second = System.currentTimeMillis() / 1000;
            Stamp stamp = last;
            if (stamp.second() != second) {
                stamp = new Stamp(second, DateTimeFormatter.RFC_1123_DATE_TIME.format(
                        ZonedDateTime.ofInstant(Instant.ofEpochSecond(second), ZoneOffset.UTC)));
                last = stamp;
            }
            return stamp.text();
        }
    }
}
