import EmblemCommands
import EmblemSVG
import CMalloc

// Ctrl-C in the middle of a batch leaves no temporary file behind.
FileIO.removeTemporaryFilesOnInterrupt()
#if canImport(Glibc)
// Frames and images are drawn on every core into buffers of megabytes, freed after each: glibc handed
// each worker's heap back to the kernel and took it again every frame, and the page faults and TLB
// shootdowns took 2.1 s of 7 for 31 PNG frames of 2,048 px. 64 MiB left at the top of a heap when it
// shrinks (address space: untouched pages cost no memory) keeps them; see docs/PERFORMANCE.md.
_ = mallopt(M_TOP_PAD, 64 << 20)
#endif
EmblemCommand.main()
