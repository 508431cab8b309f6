package io.tablesmith.releasecheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * The files of a Central Portal upload bundle, by their path in the Maven repository layout
 * ({@code io/tablesmith/tablesmith-runtime/0.1.0/tablesmith-runtime-0.1.0.jar}), in path order.
 */
public final class BundleFiles {

    /** Where a file's detached signature lies: beside it, with this suffix. */
    public static final String SIGNATURE_SUFFIX = ".asc";

    private final SortedMap<String, byte[]> files = new TreeMap<>();

    /** Adds or replaces a file. */
    public BundleFiles put(String path, byte[] content) {
        files.put(path, content.clone());
        return this;
    }

    /** Removes a file, if it is there. */
    public BundleFiles remove(String path) {
        files.remove(path);
        return this;
    }

    public boolean contains(String path) {
        return files.containsKey(path);
    }

    public byte[] get(String path) {
        byte[] content = files.get(path);
        return content == null ? null : content.clone();
    }

    /** Every path, in order. */
    public SortedSet<String> paths() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(files.keySet()));
    }

    /** Whether a path is a file of the component itself, not a signature or checksum of one. */
    public static boolean isPrimary(String path) {
        return !path.endsWith(SIGNATURE_SUFFIX) && !Digest.isChecksumFile(path);
    }

    /** Writes every checksum Central takes beside every file that is not itself a signature or checksum. */
    public BundleFiles addChecksums() {
        List<String> primaries = new ArrayList<>();
        for (String path : files.keySet()) {
            if (isPrimary(path)) {
                primaries.add(path);
            }
        }
        for (String path : primaries) {
            for (Digest digest : Digest.values()) {
                files.put(digest.fileFor(path), digest.hex(files.get(path)).getBytes(StandardCharsets.US_ASCII));
            }
        }
        return this;
    }

    /**
     * Writes the bundle as a zip: its folders and files in path order, every entry with the same
     * time (in UTC, whatever the machine's time zone), so that the same files always give the same bytes.
     */
    public void writeZip(Path zip, Instant entryTime) throws IOException {
        LocalDateTime time = LocalDateTime.ofInstant(entryTime, ZoneOffset.UTC);
        Files.createDirectories(zip.toAbsolutePath().getParent());
        SortedSet<String> folders = new TreeSet<>();
        for (String path : files.keySet()) {
            for (int slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) {
                folders.add(path.substring(0, slash + 1));
            }
        }
        SortedMap<String, byte[]> entries = new TreeMap<>(files);
        folders.forEach(folder -> entries.put(folder, null));
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream zipOut = new ZipOutputStream(out)) {
            for (var entry : entries.entrySet()) {
                ZipEntry zipEntry = new ZipEntry(entry.getKey());
                zipEntry.setTimeLocal(time);
                zipOut.putNextEntry(zipEntry);
                if (entry.getValue() != null) {
                    zipOut.write(entry.getValue());
                }
                zipOut.closeEntry();
            }
        }
    }

    /**
     * Reads a bundle zip's files (folders are implied by the paths). A path that is absolute or
     * climbs out with {@code ..} is an {@link IllegalArgumentException}: no upload may hold one.
     */
    public static BundleFiles readZip(Path zip) throws IOException {
        BundleFiles bundle = new BundleFiles();
        try (InputStream in = Files.newInputStream(zip); ZipInputStream zipIn = new ZipInputStream(in)) {
            for (ZipEntry entry = zipIn.getNextEntry(); entry != null; entry = zipIn.getNextEntry()) {
                String path = entry.getName();
                if (path.startsWith("/") || path.contains("\\") || List.of(path.split("/")).contains("..")) {
                    throw new IllegalArgumentException(zip + " holds the entry " + path + ", which leaves the bundle");
                }
                if (!entry.isDirectory()) {
                    bundle.put(path, zipIn.readAllBytes());
                }
            }
        }
        return bundle;
    }
}
