"""What every layer uses: errors, safe file writing, the plugin registry, progress and character rules.

The bottom layer: it imports nothing else of audioguide.
"""
