// One import for the whole library, as `import SwiftUI` is one: `import Emblem` brings in every module a
// user of the package calls (the CLI's own module, `EmblemCommands`, stays out). The modules stay
// separate underneath so that each builds and is tested on its own, and a tool that only parses SVG can
// still import `EmblemSVG` alone.
@_exported import EmblemAnimation
@_exported import EmblemGeometry
@_exported import EmblemRaster
@_exported import EmblemRendering
@_exported import EmblemSVG
@_exported import EmblemSymbols
