"""A package that adds a reader and a speech engine to audioguide, each in one module.

Installed (or on ``sys.path`` with its ``.dist-info``), audioguide finds them
through the entry points ``audioguide.readers`` and ``audioguide.engines``.
"""
