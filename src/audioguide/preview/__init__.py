"""Previewing an output on this machine: a local server with byte ranges (``audioguide serve``),
and rebuilding on every save with pages that reload (``serve --watch``)."""
