"""Clock times and units of measure, read as a person reads them, from tables per language.

Steps of :data:`audioguide.text.prepare.STEPS`, each ``step(text, language) -> text``. What a
language says lives in the tables below (a language is added by adding its rows); the patterns
find the written forms every language shares:

- a clock time, ``10:30``, ``10:30 AM``, ``14:30 Uhr``, ``14 h 30``, ``14h``: the hour and the
  minutes as the language says them ("ten thirty AM", "vierzehn Uhr dreißig", "quatorze heures
  trente", "las catorce y treinta");
- a number and a unit, ``5 km``, ``2.5 kg``, ``5 km/h``, ``mg/kg/día``, ``-5 °C``, ``300 MB``: the unit's
  name, singular or plural as the number asks (French keeps the singular below two), "one" as the
  article before a unit ("ein Kilometer", "un kilomètre", "un kilómetro"); coordinates
  (``51°31′02″N``) and blood pressures (``120/80 mm Hg``) with the same names.

German ordinals are in :mod:`audioguide.text.german`; ranges, durations and scores in
:mod:`audioguide.text.spans`.

Numbers are left in digits for the number step that follows (:func:`~audioguide.text.prepare.speak_numbers`),
but where the words depend on the number here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

UNITS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {
        "m/s": ("meter per second", "meters per second"), "cc": ("cc", "cc"), "bhp": ("brake horsepower",
        "brake horsepower"),
        "pF": ("picofarad", "picofarads"), "nF": ("nanofarad", "nanofarads"), "µF": ("microfarad", "microfarads"),
        "mF": ("millifarad", "millifarads"), "Ω": ("ohm", "ohms"), "kΩ": ("kilohm", "kilohms"), "MΩ": ("megohm",
        "megohms"),
        "mV": ("millivolt", "millivolts"), "µA": ("microamp", "microamps"), "mW": ("milliwatt", "milliwatts"),
        "µs": ("microsecond", "microseconds"), "t": ("tonne", "tonnes"),
        "fl oz": ("fluid ounce", "fluid ounces"), "fl. oz.": ("fluid ounce", "fluid ounces"),
        "kmh": ("kilometer per hour", "kilometers per hour"), "ct": ("carat", "carats"), "µ": ("micron", "microns"),
        "gms": ("gram", "grams"), "gm": ("gram", "grams"), "mm/s": ("millimeter per second", "millimeters per second"),
        "KW": ("kilowatt", "kilowatts"), "IU": ("international unit", "international units"),
        "lm": ("lumen", "lumens"), "Kg": ("kilogram", "kilograms"), "KG": ("kilogram", "kilograms"),
        "m³/s": ("cubic meter per second", "cubic meters per second"),
        "cu ft/s": ("cubic foot per second", "cubic feet per second"),
        "ft³/s": ("cubic foot per second", "cubic feet per second"), "ft/lb": ("foot-pound", "foot-pounds"),
        "ft-lb": ("foot-pound", "foot-pounds"), "ft-lbs": ("foot-pound", "foot-pounds"),
        "ft·lb": ("foot-pound", "foot-pounds"), "ft. lbs.": ("foot-pound", "foot-pounds"),
        "ft. lb.": ("foot-pound", "foot-pounds"), "ft lbs": ("foot-pound", "foot-pounds"),
        "ppm": ("ppm", "ppm"), "ppb": ("ppb", "ppb"),
        "‰": ("per mille", "per mille"),
        "hPa": ("hectopascal", "hectopascals"), "kPa": ("kilopascal", "kilopascals"), "Pa": ("pascal", "pascals"),
        "mbar": ("millibar", "millibars"),
        "MPa": ("megapascal", "megapascals"), "atm": ("atmosphere", "atmospheres"),
        "TWh": ("terawatt hour", "terawatt hours"), "GWh": ("gigawatt hour", "gigawatt hours"),
        "MWh": ("megawatt hour", "megawatt hours"), "NM": ("nautical mile", "nautical miles"),
        "KM": ("kilometer", "kilometers"),
        "kJ": ("kilojoule", "kilojoules"), "mol": ("mole", "moles"), "kcal": ("kilocalorie", "kilocalories"),
        "J": ("joule", "joules"),
        "kts": ("knot", "knots"), "Mpc": ("megaparsec", "megaparsecs"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
        "MPH": ("mile per hour", "miles per hour"), "HP": ("horsepower", "horsepower"),
        "hp": ("horsepower", "horsepower"), "PSI": ("pound per square inch", "pounds per square inch"),
        "psi": ("pound per square inch", "pounds per square inch"),
        "GPM": ("gallon per minute", "gallons per minute"), "AMP": ("amp", "amps"),
        "kph": ("kilometer per hour", "kilometers per hour"), "km": ("kilometer", "kilometers"),
        "km/s": ("kilometer per second", "kilometers per second"),
        "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mm": ("millimeter", "millimeters"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"),
        "mg": ("milligram", "milligrams"), "l": ("liter", "liters"), "ml": ("milliliter", "milliliters"),
        "gal": ("gallon", "gallons"),
        "KB": ("kilobyte", "kilobytes"), "kB": ("kilobyte", "kilobytes"), "MB": ("megabyte", "megabytes"),
        "GB": ("gigabyte", "gigabytes"), "TB": ("terabyte", "terabytes"),
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
        "min": ("minute", "minutes"), "mins": ("minute", "minutes"),
        "h": ("hour", "hours"), "kWh": ("kilowatt hour", "kilowatt hours"), "Wh": ("watt hour", "watt hours"),
        "\u212a": ("kelvin", "kelvins"),
        "Whr": ("watt hour", "watt hours"),
        "dm": ("decimeter", "decimeters"), "dm²": ("square decimeter", "square decimeters"),
        "cm²": ("square centimeter", "square centimeters"),
        "dm³": ("cubic decimeter", "cubic decimeters"),
        "km²": ("square kilometer", "square kilometers"), "m²": ("square meter", "square meters"),
        "m³": ("cubic meter", "cubic meters"), "km³": ("cubic kilometer", "cubic kilometers"),
        "Hz": ("hertz", "hertz"), "kHz": ("kilohertz", "kilohertz"),
        "fps": ("frame per second", "frames per second"),
        "MHz": ("megahertz", "megahertz"), "GHz": ("gigahertz", "gigahertz"), "W": ("watt", "watts"),
        "kW": ("kilowatt", "kilowatts"), "MW": ("megawatt", "megawatts"), "ms": ("millisecond", "milliseconds"),
        "Mb": ("megabit", "megabits"), "Gb": ("gigabit", "gigabits"), "ft": ("foot", "feet"),
        "ha": ("hectare", "hectares"), "cm³": ("cubic centimeter", "cubic centimeters"),
        "mm²": ("square millimeter", "square millimeters"), "°": ("degree", "degrees"),
        "lb": ("pound", "pounds"), "lbs": ("pound", "pounds"), "lbs.": ("pound", "pounds"), "oz": ("ounce", "ounces"),
        "ozs": ("ounce", "ounces"), "dpi": ("dot per inch", "dots per inch"),
        "°dH": ("degree of German hardness", "degrees of German hardness"),
        "°d": ("degree of German hardness", "degrees of German hardness"),
        "tbsp": ("tablespoon", "tablespoons"), "Tbsp": ("tablespoon", "tablespoons"), "tsp": ("teaspoon", "teaspoons"),
        "sec": ("second", "seconds"), "secs": ("second", "seconds"), "hr": ("hour", "hours"), "hrs": ("hour", "hours"),
        "mL": ("milliliter", "milliliters"), "L": ("liter", "liters"), "dL": ("deciliter", "deciliters"),
        "dl": ("deciliter", "deciliters"), "cl": ("centiliter", "centiliters"), "mmol": ("millimole", "millimoles"),
        "µg": ("microgram", "micrograms"), "mcg": ("microgram", "micrograms"), "V": ("volt", "volts"),
        "kV": ("kilovolt", "kilovolts"), "kn": ("knot", "knots"), "nm": ("nanometer", "nanometers"),
        "µm": ("micrometer", "micrometers"), "″": ("inch", "inches"), "arcsec": ("arcsecond", "arcseconds"),
        "arcmin": ("arcminute", "arcminutes"), "in.": ("inch", "inches"),
        "sq. ft.": ("square foot", "square feet"), "sq ft": ("square foot", "square feet"),
        "sq. ft": ("square foot", "square feet"), "sq. in.": ("square inch", "square inches"),
        "sq in": ("square inch", "square inches"), "sq. yd.": ("square yard", "square yards"),
        "sq yd": ("square yard", "square yards"),
        "sq. mi.": ("square mile", "square miles"), "sq mi": ("square mile", "square miles"),
        "sq. mi": ("square mile", "square miles"), "sq km": ("square kilometer", "square kilometers"),
        "sq. km": ("square kilometer", "square kilometers"), "sq. km.": ("square kilometer", "square kilometers"),
        "sq m": ("square meter", "square meters"), "sq. m": ("square meter", "square meters"),
        "dB": ("decibel", "decibels"), "mAh": ("milliamp hour", "milliamp hours"), "Ah": ("amp hour", "amp hours"),
        "nmol": ("nanomole", "nanomoles"), "µmol": ("micromole", "micromoles"), "ng": ("nanogram", "nanograms"),
        "tph": ("train per hour", "trains per hour"), "mag": ("magnitude", "magnitude"),
        "mA": ("milliamp", "milliamps"),
        "bps": ("basis point", "basis points"),
        "F": ("degree Fahrenheit", "degrees Fahrenheit"), "yd": ("yard", "yards"),
        "yds": ("yard", "yards"), "Km": ("kilometer", "kilometers"),
        "kms": ("kilometer", "kilometers"), "mmHg": ("millimeter of mercury", "millimeters of mercury"),
        "mm Hg": ("millimeter of mercury", "millimeters of mercury"), "mi": ("mile", "miles"),
        "Mbps": ("megabit per second", "megabits per second"), "Gbps": ("gigabit per second", "gigabits per second"),
        "kbps": ("kilobit per second", "kilobits per second"), "Kbps": ("kilobit per second", "kilobits per second"),
        "Mbit/s": ("megabit per second", "megabits per second"), "Mb/s": ("megabit per second", "megabits per second"),
        "Gbit/s": ("gigabit per second", "gigabits per second"), "Gb/s": ("gigabit per second", "gigabits per second"),
        "kbit/s": ("kilobit per second", "kilobits per second"),
        "MB/s": ("megabyte per second", "megabytes per second"),
        "GB/s": ("gigabyte per second", "gigabytes per second"),
        "KB/s": ("kilobyte per second", "kilobytes per second"),
        "kB/s": ("kilobyte per second", "kilobytes per second"), "PB": ("petabyte", "petabytes"),
        "Mhz": ("megahertz", "megahertz"), "Ghz": ("gigahertz", "gigahertz"),
        "Nm": ("newton meter", "newton meters"), "N·m": ("newton meter", "newton meters"),
        "lb-in": ("pound-inch", "pound-inches"), "MP": ("megapixel", "megapixels"),
        "T.": ("tablespoon", "tablespoons"), "c.": ("cup", "cups"),
        "cms": ("centimeter", "centimeters"), "kgs": ("kilogram", "kilograms"), "Kgs": ("kilogram", "kilograms"),
        "SF": ("square foot", "square feet"), "lb-ft": ("pound-foot", "pound-feet"),
        "lbf": ("pound-force", "pounds-force"), "lbf-in": ("pound-force inch", "pound-force inches"),
        "lbf-ft": ("pound-force foot", "pound-force feet"), "in-lb": ("inch-pound", "inch-pounds"),
        "in-lbs": ("inch-pound", "inch-pounds"),
        "mpg": ("mile per gallon", "miles per gallon"), "N": ("newton", "newtons"), "kN": ("kilonewton", "kilonewtons"),
    },
    "de": {
        "m/s": ("Meter pro Sekunde", "Meter pro Sekunde"), "ccm": ("Kubikzentimeter", "Kubikzentimeter"),
        "pF": ("Pikofarad", "Pikofarad"), "nF": ("Nanofarad", "Nanofarad"), "µF": ("Mikrofarad", "Mikrofarad"),
        "mF": ("Millifarad", "Millifarad"), "Ω": ("Ohm", "Ohm"), "kΩ": ("Kiloohm", "Kiloohm"), "MΩ": ("Megaohm",
        "Megaohm"),
        "mV": ("Millivolt", "Millivolt"), "µA": ("Mikroampere", "Mikroampere"), "mW": ("Milliwatt", "Milliwatt"),
        "µs": ("Mikrosekunde", "Mikrosekunden"),
        "kmh": ("Kilometer pro Stunde", "Kilometer pro Stunde"), "µ": ("Mikrometer", "Mikrometer"),
        "cbm": ("Kubikmeter", "Kubikmeter"), "dpt": ("Dioptrie", "Dioptrien"),
        "mm/s": ("Millimeter pro Sekunde", "Millimeter pro Sekunde"),
        "IE": ("internationale Einheit", "internationale Einheiten"),
        "lm": ("Lumen", "Lumen"), "Kg": ("Kilogramm", "Kilogramm"), "KG": ("Kilogramm", "Kilogramm"),
        "m³/s": ("Kubikmeter pro Sekunde", "Kubikmeter pro Sekunde"),
        "‰": ("Promille", "Promille"),
        "hPa": ("Hektopascal", "Hektopascal"), "kPa": ("Kilopascal", "Kilopascal"), "Pa": ("Pascal", "Pascal"),
        "mbar": ("Millibar", "Millibar"), "kbps": ("Kilobit pro Sekunde", "Kilobit pro Sekunde"),
        "Kbps": ("Kilobit pro Sekunde", "Kilobit pro Sekunde"),
        "MPa": ("Megapascal", "Megapascal"), "atm": ("Atmosphäre", "Atmosphären"),
        "U/sek": ("Umdrehung pro Sekunde", "Umdrehungen pro Sekunde"),
        "U/sek.": ("Umdrehung pro Sekunde", "Umdrehungen pro Sekunde"),
        "TWh": ("Terawattstunde", "Terawattstunden"), "GWh": ("Gigawattstunde", "Gigawattstunden"),
        "MWh": ("Megawattstunde", "Megawattstunden"), "NM": ("Seemeile", "Seemeilen"), "KM": ("Kilometer", "Kilometer"),
        "KByte": ("Kilobyte", "Kilobyte"), "MByte": ("Megabyte", "Megabyte"), "GByte": ("Gigabyte", "Gigabyte"),
        "pt": ("Punkt", "Punkt"), "pt.": ("Punkt", "Punkt"),
        "J": ("Joule", "Joule"), "kJ": ("Kilojoule", "Kilojoule"), "mol": ("Mol", "Mol"),
        "kcal": ("Kilokalorie", "Kilokalorien"),
        "sm": ("Seemeile", "Seemeilen"), "mmHg": ("Millimeter Quecksilbersäule", "Millimeter Quecksilbersäule"),
        "µm": ("Mikrometer", "Mikrometer"), "arcsec": ("Bogensekunde", "Bogensekunden"), "sec": ("Sekunde", "Sekunden"),
        "arcmin": ("Bogenminute", "Bogenminuten"),
        "km/h": ("Kilometer pro Stunde", "Kilometer pro Stunde"), "km": ("Kilometer", "Kilometer"),
        "mph": ("Meile pro Stunde", "Meilen pro Stunde"), "MPH": ("Meile pro Stunde", "Meilen pro Stunde"),
        "lb": ("Pfund", "Pfund"), "lbs": ("Pfund", "Pfund"),
        "km/s": ("Kilometer pro Sekunde", "Kilometer pro Sekunde"), "dt": ("Dezitonne", "Dezitonnen"),
        "kWp": ("Kilowatt-Peak", "Kilowatt-Peak"), "ppm": ("ppm", "ppm"), "ppb": ("ppb", "ppb"),
        "N": ("Newton", "Newton"), "kN": ("Kilonewton", "Kilonewton"),
        "m": ("Meter", "Meter"), "cm": ("Zentimeter", "Zentimeter"), "mm": ("Millimeter", "Millimeter"),
        "kg": ("Kilogramm", "Kilogramm"), "g": ("Gramm", "Gramm"), "mg": ("Milligramm", "Milligramm"),
        "l": ("Liter", "Liter"), "ml": ("Milliliter", "Milliliter"), "KB": ("Kilobyte", "Kilobyte"),
        "kB": ("Kilobyte", "Kilobyte"), "MB": ("Megabyte", "Megabyte"), "GB": ("Gigabyte", "Gigabyte"),
        "TB": ("Terabyte", "Terabyte"), "°C": ("Grad Celsius", "Grad Celsius"),
        "°F": ("Grad Fahrenheit", "Grad Fahrenheit"), "min": ("Minute", "Minuten"), "h": ("Stunde", "Stunden"),
        "kWh": ("Kilowattstunde", "Kilowattstunden"), "Whr": ("Wattstunde", "Wattstunden"),
        "\u212a": ("Kelvin", "Kelvin"),
        "dm": ("Dezimeter", "Dezimeter"),
        "°dH": ("Grad deutscher Härte", "Grad deutscher Härte"), "°d": ("Grad", "Grad"),
        "dpi": ("dpi", "dpi"), "dm²": ("Quadratdezimeter", "Quadratdezimeter"),
        "cm²": ("Quadratzentimeter", "Quadratzentimeter"),
        "dm³": ("Kubikdezimeter", "Kubikdezimeter"),
        "km²": ("Quadratkilometer", "Quadratkilometer"), "m²": ("Quadratmeter", "Quadratmeter"),
        "m³": ("Kubikmeter", "Kubikmeter"), "km³": ("Kubikkilometer", "Kubikkilometer"),
        "Hz": ("Hertz", "Hertz"), "kHz": ("Kilohertz", "Kilohertz"),
        "fps": ("Bild pro Sekunde", "Bilder pro Sekunde"),
        "MHz": ("Megahertz", "Megahertz"), "GHz": ("Gigahertz", "Gigahertz"), "W": ("Watt", "Watt"),
        "kW": ("Kilowatt", "Kilowatt"), "MW": ("Megawatt", "Megawatt"), "ms": ("Millisekunde", "Millisekunden"),
        "s": ("Sekunde", "Sekunden"), "ft": ("Fuß", "Fuß"), "ha": ("Hektar", "Hektar"),
        "cm³": ("Kubikzentimeter", "Kubikzentimeter"), "mm²": ("Quadratmillimeter", "Quadratmillimeter"),
        "°": ("Grad", "Grad"),
        "EL": ("Esslöffel", "Esslöffel"), "TL": ("Teelöffel", "Teelöffel"), "Min.": ("Minute", "Minuten"),
        "Min": ("Minute", "Minuten"), "Std.": ("Stunde", "Stunden"), "Sek.": ("Sekunde", "Sekunden"),
        "sek": ("Sekunde", "Sekunden"), "Sek": ("Sekunde", "Sekunden"), "N·m": ("Newtonmeter", "Newtonmeter"),
        "qm": ("Quadratmeter", "Quadratmeter"), "qkm": ("Quadratkilometer", "Quadratkilometer"),
        "t": ("Tonne", "Tonnen"), "V": ("Volt", "Volt"), "ct": ("Cent", "Cent"), "ct.": ("Cent", "Cent"),
        "kV": ("Kilovolt", "Kilovolt"), "kn": ("Knoten", "Knoten"), "PS": ("PS", "PS"), "DM": ("D-Mark", "D-Mark"),
        "cl": ("Zentiliter", "Zentiliter"),
        "dl": ("Deziliter", "Deziliter"), "mL": ("Milliliter", "Milliliter"), "L": ("Liter", "Liter"),
        "mmol": ("Millimol", "Millimol"), "µg": ("Mikrogramm", "Mikrogramm"), "dB": ("Dezibel", "Dezibel"),
        "mAh": ("Milliamperestunde", "Milliamperestunden"), "Km": ("Kilometer", "Kilometer"),
        "Ah": ("Amperestunde", "Amperestunden"), "nmol": ("Nanomol", "Nanomol"), "µmol": ("Mikromol", "Mikromol"),
        "ng": ("Nanogramm", "Nanogramm"), "mag": ("Größenklasse", "Größenklassen"),
        "mA": ("Milliampere", "Milliampere"),
        "Hm": ("Höhenmeter", "Höhenmeter"), "hm": ("Höhenmeter", "Höhenmeter"), "nm": ("Nanometer", "Nanometer"),
        "Wh": ("Wattstunde", "Wattstunden"), "Pfd.": ("Pfund", "Pfund"), "″": ("Zoll", "Zoll"), "J.": ("Jahr", "Jahre"),
        "Mbit/s": ("Megabit pro Sekunde", "Megabit pro Sekunde"),
        "MBit/s": ("Megabit pro Sekunde", "Megabit pro Sekunde"),
        "Gbit/s": ("Gigabit pro Sekunde", "Gigabit pro Sekunde"),
        "GBit/s": ("Gigabit pro Sekunde", "Gigabit pro Sekunde"),
        "kbit/s": ("Kilobit pro Sekunde", "Kilobit pro Sekunde"),
        "Mb/s": ("Megabit pro Sekunde", "Megabit pro Sekunde"),
        "Mbps": ("Megabit pro Sekunde", "Megabit pro Sekunde"), "Gbps": ("Gigabit pro Sekunde", "Gigabit pro Sekunde"),
        "MB/s": ("Megabyte pro Sekunde", "Megabyte pro Sekunde"),
        "GB/s": ("Gigabyte pro Sekunde", "Gigabyte pro Sekunde"),
        "Mhz": ("Megahertz", "Megahertz"), "Ghz": ("Gigahertz", "Gigahertz"),
        "Nm": ("Newtonmeter", "Newtonmeter"), "U/min": ("Umdrehung pro Minute", "Umdrehungen pro Minute"),
        "MP": ("Megapixel", "Megapixel"),
    },
    "fr": {
        "m/s": ("mètre par seconde", "mètres par seconde"),
        "pF": ("picofarad", "picofarads"), "nF": ("nanofarad", "nanofarads"), "µF": ("microfarad", "microfarads"),
        "mF": ("millifarad", "millifarads"), "Ω": ("ohm", "ohms"), "kΩ": ("kiloohm", "kiloohms"), "MΩ": ("mégaohm",
        "mégaohms"),
        "mV": ("millivolt", "millivolts"), "µA": ("microampère", "microampères"), "mW": ("milliwatt", "milliwatts"),
        "µs": ("microseconde", "microsecondes"),
        "kmh": ("kilomètre par heure", "kilomètres par heure"), "ct": ("carat", "carats"), "µ": ("micron", "microns"),
        "mm/s": ("millimètre par seconde", "millimètres par seconde"), "KW": ("kilowatt", "kilowatts"),
        "UI": ("unité internationale", "unités internationales"),
        "lm": ("lumen", "lumens"), "Kg": ("kilogramme", "kilogrammes"), "KG": ("kilogramme", "kilogrammes"),
        "m³/s": ("mètre cube par seconde", "mètres cubes par seconde"),
        "‰": ("pour mille", "pour mille"),
        "hPa": ("hectopascal", "hectopascals"), "kPa": ("kilopascal", "kilopascals"), "Pa": ("pascal", "pascals"),
        "mbar": ("millibar", "millibars"),
        "MPa": ("mégapascal", "mégapascals"), "atm": ("atmosphère", "atmosphères"),
        "tpm": ("tour par minute", "tours par minute"),
        "TWh": ("térawattheure", "térawattheures"), "GWh": ("gigawattheure", "gigawattheures"),
        "MWh": ("mégawattheure", "mégawattheures"), "NM": ("mille nautique", "milles nautiques"),
        "KM": ("kilomètre", "kilomètres"),
        "pt": ("point", "points"), "pt.": ("point", "points"), "pts": ("point", "points"),
        "kJ": ("kilojoule", "kilojoules"), "mol": ("mole", "moles"), "kcal": ("kilocalorie", "kilocalories"),
        "J": ("joule", "joules"),
        "mmHg": ("millimètre de mercure", "millimètres de mercure"), "µm": ("micromètre", "micromètres"),
        "arcsec": ("seconde d'arc", "secondes d'arc"), "arcmin": ("minute d'arc", "minutes d'arc"),
        "km/h": ("kilomètre par heure", "kilomètres par heure"), "km": ("kilomètre", "kilomètres"),
        "mph": ("mile par heure", "miles par heure"), "MPH": ("mile par heure", "miles par heure"),
        "lb": ("livre", "livres"), "lbs": ("livre", "livres"), "H": ("heure", "heures"),
        "km/s": ("kilomètre par seconde", "kilomètres par seconde"),
        "m": ("mètre", "mètres"), "cm": ("centimètre", "centimètres"), "mm": ("millimètre", "millimètres"),
        "kg": ("kilogramme", "kilogrammes"), "g": ("gramme", "grammes"), "mg": ("milligramme", "milligrammes"),
        "gr": ("gramme", "grammes"), "grs": ("gramme", "grammes"), "q/ha": ("quintal par hectare",
        "quintaux par hectare"), "qx/ha": ("quintal par hectare", "quintaux par hectare"),
        "qx": ("quintal", "quintaux"), "Mt": ("million de tonnes", "millions de tonnes"),
        "j": ("jour", "jours"), "mAh": ("milliampère-heure", "milliampères-heure"),
        "Ah": ("ampère-heure", "ampères-heures"), "nmol": ("nanomole", "nanomoles"),
        "ng": ("nanogramme", "nanogrammes"), "mag": ("magnitude", "magnitude"),
        "µmol": ("micromole", "micromoles"),
        "mA": ("milliampère", "milliampères"),
        "pb": ("point de base", "points de base"), "pbs": ("point de base", "points de base"),
        "l": ("litre", "litres"), "ml": ("millilitre", "millilitres"), "Ko": ("kilooctet", "kilooctets"),
        "Mo": ("mégaoctet", "mégaoctets"), "Go": ("gigaoctet", "gigaoctets"), "To": ("téraoctet", "téraoctets"),
        "KB": ("kilooctet", "kilooctets"), "MB": ("mégaoctet", "mégaoctets"), "GB": ("gigaoctet", "gigaoctets"),
        "°C": ("degré Celsius", "degrés Celsius"), "°F": ("degré Fahrenheit", "degrés Fahrenheit"),
        "min": ("minute", "minutes"), "h": ("heure", "heures"), "kWh": ("kilowattheure", "kilowattheures"),
        "Whr": ("wattheure", "wattheures"), "\u212a": ("kelvin", "kelvins"),
        "dm": ("décimètre", "décimètres"), "°dH": ("degré allemand", "degrés allemands"),
        "ppp": ("point par pouce", "points par pouce"),
        "°fH": ("degré français", "degrés français"), "dm²": ("décimètre carré", "décimètres carrés"),
        "cm²": ("centimètre carré", "centimètres carrés"),
        "dm³": ("décimètre cube", "décimètres cubes"),
        "km²": ("kilomètre carré", "kilomètres carrés"), "m²": ("mètre carré", "mètres carrés"),
        "m³": ("mètre cube", "mètres cubes"), "km³": ("kilomètre cube", "kilomètres cubes"),
        "Hz": ("hertz", "hertz"), "kHz": ("kilohertz", "kilohertz"),
        "fps": ("image par seconde", "images par seconde"), "MHz": ("mégahertz", "mégahertz"),
        "GHz": ("gigahertz", "gigahertz"), "W": ("watt", "watts"),
        "kW": ("kilowatt", "kilowatts"), "MW": ("mégawatt", "mégawatts"), "ms": ("milliseconde", "millisecondes"),
        "s": ("seconde", "secondes"), "ft": ("pied", "pieds"), "ha": ("hectare", "hectares"),
        "cm³": ("centimètre cube", "centimètres cubes"), "mm²": ("millimètre carré", "millimètres carrés"),
        "°": ("degré", "degrés"),
        "cl": ("centilitre", "centilitres"), "dl": ("décilitre", "décilitres"), "mL": ("millilitre", "millilitres"),
        "L": ("litre", "litres"), "kms": ("kilomètre", "kilomètres"), "Km": ("kilomètre", "kilomètres"),
        "F": ("franc", "francs"), "FF": ("franc", "francs"), "FB": ("franc belge", "francs belges"),
        "t": ("tonne", "tonnes"), "V": ("volt", "volts"), "kV": ("kilovolt", "kilovolts"), "mmol": ("millimole",
        "millimoles"), "µg": ("microgramme", "microgrammes"), "dB": ("décibel", "décibels"), "kn": ("nœud", "nœuds"),
        "nm": ("nanomètre", "nanomètres"), "mn": ("minute", "minutes"), "sec": ("seconde", "secondes"),
        "Wh": ("wattheure", "wattheures"), "CV": ("cheval", "chevaux"), "″": ("pouce", "pouces"),
        "AR": ("aller-retour", "allers-retours"), "EVP": ("EVP", "EVP"), "MEVP": ("million d'EVP", "millions d'EVP"),
        "c. à s.": ("cuillère à soupe", "cuillères à soupe"), "c. à c.": ("cuillère à café", "cuillères à café"),
        "c. à soupe": ("cuillère à soupe", "cuillères à soupe"), "c. à café": ("cuillère à café", "cuillères à café"),
        "càs": ("cuillère à soupe", "cuillères à soupe"), "càc": ("cuillère à café", "cuillères à café"),
        "CS": ("cuillère à soupe", "cuillères à soupe"), "CC": ("cuillère à café", "cuillères à café"),
        "Mbit/s": ("mégabit par seconde", "mégabits par seconde"),
        "Mb/s": ("mégabit par seconde", "mégabits par seconde"),
        "Gbit/s": ("gigabit par seconde", "gigabits par seconde"),
        "Gb/s": ("gigabit par seconde", "gigabits par seconde"),
        "kbit/s": ("kilobit par seconde", "kilobits par seconde"),
        "kbps": ("kilobit par seconde", "kilobits par seconde"),
        "Kbps": ("kilobit par seconde", "kilobits par seconde"),
        "Mbps": ("mégabit par seconde", "mégabits par seconde"),
        "Gbps": ("gigabit par seconde", "gigabits par seconde"),
        "Mo/s": ("mégaoctet par seconde", "mégaoctets par seconde"),
        "Go/s": ("gigaoctet par seconde", "gigaoctets par seconde"),
        "Ko/s": ("kilooctet par seconde", "kilooctets par seconde"),
        "Mhz": ("mégahertz", "mégahertz"), "Ghz": ("gigahertz", "gigahertz"),
        "Nm": ("newton-mètre", "newtons-mètres"), "N·m": ("newton-mètre", "newtons-mètres"),
        "lb-ft": ("livre-pied", "livres-pieds"), "kgf-m": ("kilogramme-force mètre", "kilogrammes-force mètre"),
        "ch": ("cheval", "chevaux"), "tr/min": ("tour par minute",
        "tours par minute"), "tr/mn": ("tour par minute", "tours par minute"), "MP": ("mégapixel", "mégapixels"),
        "Mpx": ("mégapixel", "mégapixels"), "cts": ("centime", "centimes"), "ppm": ("ppm", "ppm"),
        "ppb": ("ppb", "ppb"), "N": ("newton", "newtons"), "kN": ("kilonewton", "kilonewtons"),
    },
    "es": {
        "m/s": ("metro por segundo", "metros por segundo"), "c.c.": ("centímetro cúbico", "centímetros cúbicos"),
        "c.c": ("centímetro cúbico", "centímetros cúbicos"),
        "pF": ("picofaradio", "picofaradios"), "nF": ("nanofaradio", "nanofaradios"), "µF": ("microfaradio",
        "microfaradios"),
        "mF": ("milifaradio", "milifaradios"), "Ω": ("ohmio", "ohmios"), "kΩ": ("kiloohmio", "kiloohmios"),
        "MΩ": ("megaohmio", "megaohmios"), "mV": ("milivoltio", "milivoltios"), "µA": ("microamperio", "microamperios"),
        "mW": ("milivatio", "milivatios"),
        "µs": ("microsegundo", "microsegundos"),
        "kmh": ("kilómetro por hora", "kilómetros por hora"), "ct": ("quilate", "quilates"), "µ": ("micra", "micras"),
        "mm/s": ("milímetro por segundo", "milímetros por segundo"), "KW": ("kilovatio", "kilovatios"),
        "UI": ("unidad internacional", "unidades internacionales"),
        "lm": ("lumen", "lúmenes"), "Kg": ("kilogramo", "kilogramos"), "KG": ("kilogramo", "kilogramos"),
        "m³/s": ("metro cúbico por segundo", "metros cúbicos por segundo"),
        "lts": ("litro", "litros"), "lts.": ("litro", "litros"), "amp.": ("amperio", "amperios"),
        "‰": ("por mil", "por mil"),
        "hPa": ("hectopascal", "hectopascales"), "kPa": ("kilopascal", "kilopascales"), "Pa": ("pascal", "pascales"),
        "mbar": ("milibar", "milibares"), "Kbps": ("kilobit por segundo", "kilobits por segundo"),
        "MPa": ("megapascal", "megapascales"), "atm": ("atmósfera", "atmósferas"),
        "TWh": ("teravatio hora", "teravatios hora"), "GWh": ("gigavatio hora", "gigavatios hora"),
        "MWh": ("megavatio hora", "megavatios hora"), "NM": ("milla náutica", "millas náuticas"),
        "KM": ("kilómetro", "kilómetros"),
        "pt": ("punto", "puntos"), "pt.": ("punto", "puntos"), "pts": ("punto", "puntos"),
        "J": ("julio", "julios"), "kJ": ("kilojulio", "kilojulios"), "mol": ("mol", "moles"),
        "kcal": ("kilocaloría", "kilocalorías"),
        "mmHg": ("milímetro de mercurio", "milímetros de mercurio"), "µm": ("micrómetro", "micrómetros"),
        "arcsec": ("segundo de arco", "segundos de arco"), "arcmin": ("minuto de arco", "minutos de arco"),
        "kn": ("nudo", "nudos"),
        "km/h": ("kilómetro por hora", "kilómetros por hora"), "km": ("kilómetro", "kilómetros"),
        "km/s": ("kilómetro por segundo", "kilómetros por segundo"),
        "m": ("metro", "metros"), "cm": ("centímetro", "centímetros"), "mm": ("milímetro", "milímetros"),
        "kg": ("kilogramo", "kilogramos"), "g": ("gramo", "gramos"), "mg": ("miligramo", "miligramos"),
        "l": ("litro", "litros"), "ml": ("mililitro", "mililitros"), "KB": ("kilobyte", "kilobytes"),
        "kB": ("kilobyte", "kilobytes"), "MB": ("megabyte", "megabytes"), "GB": ("gigabyte", "gigabytes"),
        "TB": ("terabyte", "terabytes"), "°C": ("grado Celsius", "grados Celsius"),
        "°F": ("grado Fahrenheit", "grados Fahrenheit"), "min": ("minuto", "minutos"), "h": ("hora", "horas"),
        "mins": ("minuto", "minutos"), "mAh": ("miliamperio hora", "miliamperios hora"),
        "Ah": ("amperio hora", "amperios hora"), "nmol": ("nanomol", "nanomoles"), "µmol": ("micromol", "micromoles"),
        "ng": ("nanogramo", "nanogramos"), "mag": ("magnitud", "magnitud"),
        "mA": ("miliamperio", "miliamperios"),
        "kgm": ("kilográmetro", "kilográmetros"), "kgm.": ("kilográmetro", "kilográmetros"),
        "pb": ("punto básico", "puntos básicos"), "pbs": ("punto básico", "puntos básicos"),
        "kWh": ("kilovatio hora", "kilovatios hora"), "Whr": ("vatio hora", "vatios hora"),
        "\u212a": ("kelvin", "kelvins"),
        "dm": ("decímetro", "decímetros"), "ppp": ("punto por pulgada", "puntos por pulgada"),
        "dm²": ("decímetro cuadrado", "decímetros cuadrados"),
        "cm²": ("centímetro cuadrado", "centímetros cuadrados"),
        "dm³": ("decímetro cúbico", "decímetros cúbicos"), "hm³": ("hectómetro cúbico", "hectómetros cúbicos"),
        "hm²": ("hectómetro cuadrado", "hectómetros cuadrados"),
        "km²": ("kilómetro cuadrado", "kilómetros cuadrados"), "m²": ("metro cuadrado", "metros cuadrados"),
        "m³": ("metro cúbico", "metros cúbicos"), "km³": ("kilómetro cúbico", "kilómetros cúbicos"),
        "Hz": ("hercio", "hercios"), "kHz": ("kilohercio", "kilohercios"),
        "fps": ("fotograma por segundo", "fotogramas por segundo"),
        "MHz": ("megahercio", "megahercios"), "GHz": ("gigahercio", "gigahercios"), "W": ("vatio", "vatios"),
        "kW": ("kilovatio", "kilovatios"), "MW": ("megavatio", "megavatios"), "ms": ("milisegundo", "milisegundos"),
        "s": ("segundo", "segundos"), "ft": ("pie", "pies"), "ha": ("hectárea", "hectáreas"),
        "cm³": ("centímetro cúbico", "centímetros cúbicos"), "mm²": ("milímetro cuadrado", "milímetros cuadrados"),
        "°": ("grado", "grados"),
        "gr.": ("gramo", "gramos"), "gr": ("gramo", "gramos"), "grs": ("gramo", "gramos"), "cl": ("centilitro",
        "centilitros"), "dl": ("decilitro", "decilitros"), "mL": ("mililitro", "mililitros"), "L": ("litro", "litros"),
        "Km": ("kilómetro", "kilómetros"), "kms": ("kilómetro", "kilómetros"), "Kms": ("kilómetro", "kilómetros"),
        "hs": ("hora", "horas"), "hs.": ("hora", "horas"), "t": ("tonelada", "toneladas"),
        "tn": ("tonelada", "toneladas"), "V": ("voltio", "voltios"), "kV": ("kilovoltio", "kilovoltios"),
        "cc": ("centímetro cúbico", "centímetros cúbicos"), "mmol": ("milimol", "milimoles"),
        "µg": ("microgramo", "microgramos"), "dB": ("decibelio", "decibelios"), "seg": ("segundo", "segundos"),
        "nm": ("nanómetro", "nanómetros"), "Wh": ("vatio hora", "vatios hora"), "CV": ("caballo", "caballos"),
        "″": ("pulgada", "pulgadas"),
        "cda.": ("cucharada", "cucharadas"), "cdas.": ("cucharada", "cucharadas"), "cda": ("cucharada", "cucharadas"),
        "cdas": ("cucharada", "cucharadas"), "cdta.": ("cucharadita", "cucharaditas"),
        "cdtas.": ("cucharadita", "cucharaditas"), "cdta": ("cucharadita", "cucharaditas"),
        "cdtas": ("cucharadita", "cucharaditas"),
        "Mbps": ("megabit por segundo", "megabits por segundo"),
        "Gbps": ("gigabit por segundo", "gigabits por segundo"),
        "kbps": ("kilobit por segundo", "kilobits por segundo"),
        "Mb/s": ("megabit por segundo", "megabits por segundo"),
        "Gb/s": ("gigabit por segundo", "gigabits por segundo"),
        "Mbit/s": ("megabit por segundo", "megabits por segundo"),
        "MB/s": ("megabyte por segundo", "megabytes por segundo"),
        "GB/s": ("gigabyte por segundo", "gigabytes por segundo"),
        "Mhz": ("megahercio", "megahercios"), "Ghz": ("gigahercio", "gigahercios"),
        "Nm": ("newton metro", "newton metros"), "N·m": ("newton metro", "newton metros"),
        "cms": ("centímetro", "centímetros"),
        "kgs": ("kilogramo", "kilogramos"), "Kgs": ("kilogramo", "kilogramos"), "mts": ("metro", "metros"),
        "ppm": ("ppm", "ppm"), "ppb": ("ppb", "ppb"), "N": ("newton", "newtons"), "kN": ("kilonewton", "kilonewtons"),
        "rpm": ("revolución por minuto", "revoluciones por minuto"), "MP": ("megapíxel", "megapíxeles"),
    },
}
"""Each language's units: the written symbol, and its name in the singular and the plural."""
ONE = {"en": "one", "de": "ein", "fr": "un", "es": "un"}
""""1" before a unit's name (masculine, or neuter in German)."""
DATIVE_PREPOSITIONS_DE = frozenset({"nach", "ab", "mit", "vor", "seit", "von", "aus", "bei", "zu", "in", "an", "auf",
                                    "unter", "hinter", "neben", "zwischen", "binnen", "innerhalb",
                                    "außerhalb", "während", "wegen"})
DATIVE_PLURAL_DE = frozenset({"nach", "mit", "seit", "von", "aus", "bei", "zu", "binnen", "ab"})
"""Prepositions that take the dative: after them a plural unit in -er, -el or -e ends in -n ("nach 5 km":
nach fünf Kilometern, "aus 10 m": aus zehn Metern, "ab 6 J.": ab sechs Jahren)."""
"""Before these a German "1 Stunde" is "einer Stunde", "1 Jahr" "einem Jahr" (dative; the genitive ones take the
dative in speech); "über" before a number is "more than" ("über 1 Million": über eine Million)."""
ONE_FEMININE = {"en": "one", "de": "eine", "fr": "une", "es": "una"}
SENTENCE_OPENERS_DE = frozenset({
    "Der", "Die", "Das", "Den", "Dem", "Des", "Ein", "Eine", "Einen", "Einem", "Er", "Sie", "Es", "Wir", "Ihr",
    "Ich", "Du", "Man", "Im", "Am", "In", "An", "Auf", "Aus", "Bei", "Mit", "Nach", "Von", "Zu", "Zum", "Zur",
    "Für", "Um", "Über", "Unter", "Vor", "Wenn", "Als", "Wie", "Was", "Wer", "Wo", "Diese", "Dieser", "Dieses",
    "Jetzt", "Dann", "Nun", "Hier", "Da", "So", "Auch", "Aber", "Und", "Oder", "Doch", "Dort", "Heute", "Seit",
    "Bis", "Ab", "Mein", "Sein", "Kein", "Ihre", "Seine", "Siehe", "Vgl", "Dazu", "Danach", "Davor"})
"""Words that start a sentence, never a noun an ordinal counts: "Kapitel 3. Die Zeit danach" ends a sentence."""
FEMININE_UNITS = {"de": frozenset({"DM", "TWh", "GWh", "MWh", "NM", "kcal", "sm", "min", "h", "kWh", "Min.", "Min",
                                   "Std.", "ms", "µs", "Sek.", "t", "mAh", "Ah", "Wh", "Whr", "U/min", "U/sek",
                                   "U/sek.", "atm", "sec", "dpt"}),
                  "fr": frozenset({"min", "h", "H", "lb", "lbs", "t", "mn", "s", "sec", "atm", "µs", "c. à s.",
                                   "c. à c.", "càs", "càc", "CS",
                                   "CC", "c. à soupe", "c. à café"}),
                  "es": frozenset({"NM", "h", "ha", "hs", "hs.", "t", "tn", "″", "rpm", "atm", "cda.", "cdas.", "cda",
                                   "cdas", "cdta.", "cdtas.", "cdta", "cdtas"})}
"""Units whose name is feminine: "eine Minute", "une heure", "una hora", "eine Kilowattstunde"."""
NO_NOUN_AFTER = {
    "en": frozenset(re.split(r"\s+", (
        "a an the x of or and nor but to in on at by for from per with without into onto over under above below across"
        " along around behind beyond between before after since until till than as via within through throughout"
        " toward towards against among despite except like near past upon versus up down off out away apart ago"
        " ahead back later earlier long high wide deep tall thick thin old north south east west northeast northwest"
        " southeast southwest uphill downhill further farther more less fewer total each every daily weekly monthly"
        " yearly twice once plus minus times is are was were be been being has have had will would can could should"
        " may might must do does did which that who whom whose where when while whilst whereas so if because though"
        " although then"
        " too also only just about roughly approximately nearly almost overall combined altogether maximum minimum"
        " max min lower higher longer shorter wider deeper taller heavier lighter faster slower bigger smaller larger"
        " greater closer nearer older younger warmer colder hotter cooler it its this these those there here"
        " respectively apiece instead unless whether including excluding outside inside indoors outdoors overnight"
        " today tonight tomorrow yesterday now again already still yet even everywhere otherwise therefore thus"
        " costs weighs takes lasts needs means makes gives goes remains seems becomes requires contains holds equals"
        " fan conventional enough"  # "160°C fan": the oven's kind, said after its heat
    ))),
}
"""Where a measure before a noun takes the unit's singular ("a 3.5 mm jack": a three point five millimeter
jack; "a 4,500 mAh battery"), the words after a measure that are no noun it describes ("5 km away", "40 kg or
more", "20 mg twice daily"); adverbs in -ly and participles in -ed are none either (but after an article: "a $300K
wooded lot"), and no measure after "of" ("a bag of 2.5 kg costs") or after another unit ("2 h 35 sec": a duration)
describes one."""
DEGREE_SIGN_AS_ORDINAL = frozenset({"en", "de", "fr"})
"""Languages where "º" after a number is a degree typed with the ordinal sign (Spanish writes "1º" for primero)."""
PLURAL_FROM = {"fr": 2.0}
"""Where the plural starts: French says "0,5 kilomètre", "1,5 kilomètre"; the others take the singular for exactly
one alone ("zero degrees", "1.5 kilometers")."""

CLOCK: dict[str, tuple[str, str, str]] = {
    "en": ("{hour} {minutes}", "{hour} o'clock", "oh {minutes}"),
    "de": ("{hour} Uhr {minutes}", "{hour} Uhr", "{minutes}"),
    "fr": ("{hour} heures {minutes}", "{hour} heures", "{minutes}"),
    "es": ("{hour} y {minutes}", "{hour} en punto", "{minutes}"),
}
"""How each language says a time: with minutes, on the hour, and minutes under ten ("oh five")."""
ONE_OCLOCK = {"fr": ("une heure {minutes}", "une heure"), "de": ("ein Uhr {minutes}", "ein Uhr"),
              "es": ("una y {minutes}", "una en punto")}
"""The hour one, where the language says it otherwise."""



def primary(language: str) -> str:
    """A tag's language subtag, as the tables are keyed: ``de-CH`` → ``de``."""
    return language.split("-")[0].lower()


POINTS = {
    "en": {"N": "north", "E": "east", "S": "south", "W": "west", "NE": "northeast", "SE": "southeast",
           "SW": "southwest", "NW": "northwest"},
    "es": {"N": "norte", "E": "este", "S": "sur", "O": "oeste", "W": "oeste", "NE": "noreste", "SE": "sureste",
           "SO": "suroeste", "SW": "suroeste", "NO": "noroeste", "NW": "noroeste"},
    "fr": {"N": "nord", "E": "est", "S": "sud", "O": "ouest", "W": "ouest", "NE": "nord-est", "SE": "sud-est",
           "SO": "sud-ouest", "SW": "sud-ouest", "NO": "nord-ouest", "NW": "nord-ouest"},
    "de": {"N": "Nord", "O": "Ost", "E": "Ost", "S": "Süd", "W": "West", "NO": "Nordost", "NE": "Nordost",
           "SO": "Südost", "SE": "Südost", "SW": "Südwest", "NW": "Nordwest"},
}
"""The points of the compass a forecast writes as letters ("Winds S at 10 mph", "viento N", "Wind aus SW")."""
WIND_WORDS = (r"(?i:winds?|vientos?|vents?|winde?|(?:de\s+)?componente|(?:de\s+)?secteur)"
              r"(?:\s+(?:from|from the|del|de|du|de l'|aus|aus dem))?")
_THIRD_POINT = {"en": "-", "es": " ", "fr": " ", "de": " "}
OR = {"en": "or", "de": "oder", "fr": "ou", "es": "o"}
"""Between versions offered side by side, keys, words joined by a slash and a wind's two points."""


def speak_winds(text: str, language: str) -> str:
    """A wind's direction written as letters, its name: "Winds S at 10 to 20 mph" (south), "viento NO"
    (noroeste), "Wind aus SW" (Südwest); a third letter before two ("NNE": north-northeast)."""
    code = primary(language)
    if code not in POINTS or not re.search(r"(?i:wind|vient|vent|componente|secteur)", text):
        return text

    def point(letters: str) -> str:
        points = POINTS[code]
        return f"{points[letters[0]]}{_THIRD_POINT[code]}{points[letters[1:]]}" if len(letters) == 3 else \
            points[letters]

    def said(found: re.Match[str]) -> str:
        if not _known_point(found[2], code) or (found[3] and not _known_point(found[3], code)):
            return found[0]
        return found[1] + point(found[2]) + (f" {OR[code]} {point(found[3])}" if found[3] else "")

    letters = "".join(sorted({letter for point in POINTS[code] for letter in point}))
    if code == "en":  # "SW winds at 10 to 20 mph": the point before the wind
        text = re.sub(rf"\b([{letters}]{{1,3}})(?=\s+winds?\b)",
                      lambda found: point(found[1]) if _known_point(found[1], code) else found[0], text)
    # "de componente S/SE": one point or the next
    return re.sub(rf"\b({WIND_WORDS}\s+)([{letters}]{{1,3}})(?:/([{letters}]{{1,3}}))?\b(?![.'’/-]\w)", said, text)


def _known_point(letters: str, code: str) -> bool:
    points = POINTS[code]
    return letters in points or (len(letters) == 3 and letters[0] in points and letters[1:] in points)


def with_kelvin_signs(text: str) -> str:
    """"(3K)", "bei 3 K", where a temperature is spoken of: kelvins, written with the kelvin sign (U+212A) the unit
    step names; "a 5K race" (a distance) and "4K" elsewhere (a screen's) are left."""
    if "K" not in text:
        return text
    text = re.sub(r"(?<=\d)\s?[°º]\s?K\b", " \u212a", text)  # "3.500ºK": kelvins, written as degrees
    if not _TEMPERATURE.search(text):
        return text
    return re.sub(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?K\b(?![\w'’-]|\s+(?i:run|race|runs|races|Lauf|carrera|course))",
                  "\\1 \u212a", text)


CLOCK_WORDS = r"at|by|until|um|ab|bis|gegen|à|vers|dès|a las|las|la|desde las|hasta las"
"""The words before a clock time in the four languages ("um 21.51.35 Uhr", "a las 20:19 horas"), as alternatives."""


def speak_times(text: str, language: str) -> str:
    """Clock times as the language says them: "10:30 AM", "14:30 Uhr", "14 h 30", "a las 14:30"."""
    code = primary(language)
    if code not in CLOCK or not re.search(r"\d", text):
        return text
    if code in OFFSET_HOURS and re.search(r"[+−-]\d\d?:\d\d", text):  # "+02:00": a time zone's offset, no clock time
        text = re.sub(r"(?:(?<![\w.:+−-])|(?<=UTC)|(?<=GMT))([+−-])([01]\d|(?<=UTC.|GMT.)\d):([0-5]\d)(?![\d:])",
                      lambda found: (" " if found.start() and found.string[found.start() - 1].isalpha() else "")
                      + _offset(found, code), text)
    if re.search(r"(?:UTC|GMT)\s?[+−-]\d", text):  # "(UTC+2)", "GMT-5": a zone's offset in hours, with its sign said
        text = re.sub(r"\b(UTC|GMT)\s?([+−-])(\d{1,2})\b(?![:.,]\d)",
                      lambda found: f"{found[1]} {SIGNS[code][0 if found[2] in '−-' else 1]} {found[3]}", text)
    if re.search(r"\d\.[0-5]\d\.[0-5]\d", text):  # "crossed the line at 21.51.35": a time to the second, dotted
        text = re.sub(rf"\b((?i:{CLOCK_WORDS})\s+)"
                      r"([01]\d|2[0-3])\.([0-5]\d)\.([0-5]\d)\b(?![.,]\d)", r"\1\2:\3:\4", text)  # not "ab 1.28.10"
    if code in DURATIONS and re.search(r"\d:[0-5]\d\s", text):  # "15:44 Minuten Rückstand": a duration
        text = _durations(text, code)
    if code == "de":  # "von 21Uhr bis", "9:15Uhr": the time written against its word
        text = re.sub(r"(?<![\w.,:])((?:[01]?\d|2[0-4])(?:[:.][0-5]\d)?)Uhr\b", r"\1 Uhr", text)
    if code == "en":  # "500 PM AST (2100 UTC)": a time written without its colon, before its half or its zone
        text = re.sub(r"(?<![\w.,:])(1[0-2]|[1-9])([0-5]\d)(?=\s?[AaPp]\.?[Mm]\b)", r"\1:\2", text)
        text = re.sub(rf"(?<![\w.,:])([01]\d|2[0-3])([0-5]\d)(?=\s?(?:{TIME_ZONES}|Z\b))", r"\1:\2", text)
    if code == "en" and "hrs" in text:  # "from 08:00hrs to 18:00hrs": oh eight hundred hours
        text = re.sub(r"(?<![\w.,:])([01]\d|2[0-3]):?([0-5]\d)\s?hrs\b",
                      lambda found: f"{_hours_said(found[1], found[2])} hours", text)
    if code == "en" and re.search(r"\b[0-2]\d[0-5]\d\b", text):  # "leave by 2230", "between 2300 and 0700 hours"
        text = re.sub(r"\b((?:at|by|until|till|from|between|before|after|and|to)\s+)([01]\d|2[0-3])([0-5]\d)\b"
                      r"(?=\s*(?:hours|hrs)\b|(?![.,:/-]?\d))", _military_time, text)
    if code == "en" and re.search(r"\b(?:0\d|1\d|2[0-3]|[1-9])\.[0-5]\d\b", text):  # "left at 22.30 local time"
        # "reopen at 09.30", "at 9.30 on Monday": a time by its leading zero, or a day after it; not a price, a rate
        text = re.sub(r"\b((?:at|until|till|from|before|after)\s+(?:(?:approximately|about|around|roughly)\s+)?)"
                      r"(1[3-9]|2[0-3]|0\d|(?:1[0-2]|[1-9])(?=\.\d\d\s+(?:"
                      rf"(?:on\s+)?{CALENDAR_EN}|tomorrow|tonight|sharp|this\s+(?:morning|afternoon|evening)|last\s+"
                      r"night|in\s+the\s+(?:morning|afternoon|evening)|local\s+time)\b))\.([0-5]\d)\b(?![.,]\d|\s?(?:%|°"
                      r"|percent|per\b|degrees))", lambda found: found[0] if _PRICED_EN.search(
                          text, max(0, found.start() - 40), found.start()) else f"{found[1]}{found[2]}:{found[3]}",
                      text)
    if code == "en" and re.search(r"\bby\s+(?:[01]?\d|2[0-3])\.[0-5]\d\b", text):  # "added by 21.00 on Monday": a time
        # by the day after it ("grew by 14.75" is a number)
        text = re.sub(rf"\b(by\s+)([01]?\d|2[0-3])\.([0-5]\d)\b(?=\s+(?:(?:on\s+)?{CALENDAR_EN}|tomorrow|tonight"
                      r"|this\s+(?:morning|afternoon|evening)|today|at\s+the\s+latest|local\s+time)\b)",
                      lambda found: f"{found[1]}{found[2]}:{found[3]}" if _DEADLINE_EN.search(
                          text, max(0, found.start() - 60), found.start()) else found[0], text)
    if code == "en" and re.search(r"\bat\s+(?:1[0-2]|[1-9])\.[0-5]\d\b", text):  # "the train leaves at 10.55": a
        # time, by what happens at it
        text = re.sub(r"\b((?:leaves?|left|departs?|departed|arrives?|arrived|kicks? off|kicked off|meets?|met)"
                      r"\s+at\s+)"
                      r"(1[0-2]|[1-9])\.([0-5]\d)\b(?![.,]\d|\s?(?:%|°|percent|per\b|degrees|[€$£]|euros?\b|dollars?\b"
                      rf"|pounds?\b|(?:{unit_names('en')}|{unit_symbols('en')})(?![\w/])))", r"\1\2:\3", text)
    if code == "en" and re.search(r"\d\.[0-5]\d\s?(?:to|till|until|[-–])\s?\d{1,2}\.[0-5]\d\b", text):
        text = _DOTTED_RANGE_EN.sub(_dotted_range_en, text)  # "about 12.20 to 1.20": a range of clock times
    if code == "en" and re.search(r"[ap]\.?m\.?\s*(?:to|until|till|[-–])\s*\d{1,2}\.[0-5]\d\b", text, re.IGNORECASE):
        # "from 10.30am to 4.30": a range's end written with a dot, its start with its half of the day
        text = re.sub(r"(?i)(\d[ap]\.?m\.?\s*(?:to|until|till|[-–])\s*)(1[0-2]|0?[1-9])\.([0-5]\d)\b(?![.,]\d)",
                      r"\1\2:\3", text)
    if code == "en":  # "7.30-11am": a range's start written with a dot, its end with its half of the day
        text = re.sub(r"(?<![\w.,:])(1[0-2]|0?[1-9])\.([0-5]\d)\s?[-–]\s?(?=(?:1[0-2]|0?[1-9])(?:[.:][0-5]\d)?\s?"
                      r"[AaPp]\.?[Mm]\b)", r"\1:\2 to ", text)
    if code == "en" and re.search(r"(?i:noon|midnight|midday)\s?[-–]\s?\d", text):  # "noon-3.00pm": noon to three
        text = re.sub(r"\b((?i:noon|midnight|midday))\s?[-–]\s?(?=\d{1,2}(?:[.:][0-5]\d)?\s?[AaPp]\.?[Mm]\b)",
                      r"\1 to ", text)
    if code == "en":  # "8.15pm": the British way, as "8:15 PM"
        text = re.sub(r"(?<![\w.,:])(1[0-2]|0?[1-9])\.([0-5]\d)\s?([AaPp])[Mm]\b", r"\1:\2 \3M", text)
    if code == "en":  # "9 a.m.", "6 P.M.": an hour alone
        text = re.sub(rf"(?<![\w.,:])(1[0-2]|0?[1-9])\s?([AaPp])\.?[Mm](\.?)(?=\s+(?:[a-z(]|{CALENDAR_EN})|[,;)]|$"
                      r"|(?<=\.)\s+[A-Z])",  # "closes at 5 p.m. Then": the full stop ends the sentence too
                      lambda found: f"{int(found[1])} {found[2].upper()} M" + _sentence_end(found), text)
    if code == "es":  # "a las 8 p.m.", "entre las 2 pm y 8 pm": an hour alone, as "8:00 p.m."
        text = re.sub(r"(?<![\w.,:])(1[0-2]|0?[1-9])(?=\s?[ap]\.?\s?m\.?(?!\w))", r"\1:00", text)
        # "entre las 2 pm y 8 pm": entre las dos de la tarde y las ocho de la noche
        hour = r"\d{1,2}(?::\d\d)?\s?[ap]\.?\s?m"
        text = re.sub(rf"\b((?i:entre)\s+las\s+{hour}\.?\s+y\s+)(?={hour})", r"\1las ", text)
    if code == "es":  # "a las 1445 horas": a clock time written as four figures, as "14:45 horas"
        text = re.sub(r"\b(las\s)([01]\d|2[0-3])([0-5]\d)(?=\s(?:horas|h)\b)", r"\1\2:\3", text)
    text = _dotted_times(text, code)
    if code == "es" and "horas" in text:  # "de 9:30 a 13:30 horas": both ends alike, de nueve y media a trece y media
        text = re.sub(rf"\b((?i:de|desde|entre)\s+(?:las\s+)?\d{{1,2}}:\d\d\s+{_RANGE_LINK_ES}\d{{1,2}}:(?!00)\d\d)"
                      r"\s?horas\b", r"\1", text)
    if code == "es" and "horas" in text:  # "a las 20.19 horas": las veinte horas y diecinueve minutos
        text = re.sub(r"(?<![\w.,:])([01]?\d|2[0-3]):(0[1-9]|[1-5]\d)\s?horas\b", _hours_and_minutes_es, text)
    pattern = _time_pattern(code)
    # "14:00-15:30 Uhr": a range, said with the language's "to"
    text = re.sub(rf"({pattern.pattern})\s?[-–]\s?(?=\d{{1,2}}:\d\d)", lambda found: f"{found[1]} {RANGE[code]} ",
                  text)
    text = pattern.sub(lambda found: _time(found, code, text[found.end():found.end() + 7]), text)
    return re.sub(r"(?<= [AP] M) (?:hours|hrs)\b(?:\.(?=\s+[a-z]))?", "", text) if code == "en" else text


_DOTTED_RANGE_EN = re.compile(
    r"(?<![\w.,:$£€¥])(1[0-2]|0?[1-9])\.([0-5]\d)(\s?(?:to|till|until|[-–])\s?)(1[0-2]|0?[1-9])\.([0-5]\d)"
    r"(?![\w]|[.,]\d|\s?(?:%|°|percent|per\b|degrees|[€$£]|euros?\b|dollars?\b|pounds?\b|times\b|x\b))")
_TIME_OF_DAY_EN = re.compile(r"(?i:\b(?:morning|afternoon|evening|lunch\w*|break|session|stage|class|lesson|opening"
                             r"|open|closed?|doors|meeting|timetable|schedule|appointments?|surgery|service"
                             r"|today|tomorrow|tonight|daily|weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)"
                             r"days?)\b)")
"""Words of a day's schedule, beside which a range of dotted numbers ("9.20-10.20") is one of clock times."""


_NUMBERED_BEFORE_EN = re.compile(r"\b(?i:chapters?|sections?|verses?|pages?|pp|clauses?|articles?|paragraphs?|steps?"
                                 r"|tables?|figures?|figs?|versions?|ver|releases?|v)\.?\s+$")
"""Labels before numbers with a dot that are no clock times ("Chapter 4.10 to 4.20")."""
_SCORED_EN = re.compile(r"(?i:\b(?:scor\w*|grades?|marks?|ratings?|values?|averages?|results?|measur\w*)\b)")
"""Words of measured amounts before a range of numbers with a dot ("scores went 9.50 to 8.40"): no clock times."""


def _dotted_range_en(found: re.Match[str]) -> str:
    """Two dotted numbers in a range, as clock times: where the second is the earlier (past noon, "12.20 to 1.20")
    or a day's schedule is spoken of; never a price's or a rate's ("shares rose from 9.20 to 10.20")."""
    wraps = int(found[4]) < int(found[1])
    before = found.string[max(0, found.start() - 60):found.start()]
    if _PRICED_EN.search(before) or _NUMBERED_BEFORE_EN.search(before) or _SCORED_EN.search(before) or not (
            wraps or _TIME_OF_DAY_EN.search(found.string)):
        return found[0]
    return f"{found[1]}:{found[2]} to {found[4]}:{found[5]}"


_PRICED_EN = re.compile(r"(?i:\b(?:trad\w*|rates?|index|closed|closing|opened|price[sd]?|odds|stood|ratio|sold|costs?"
                        r"|yield\w*|shares?|stocks?|euro|dollars?|pounds?|exchange)\b)|[$€£¥%]")
"""Words before "at 1.08": a price, a rate or an index, no time of day."""


DURATIONS = {
    "en": (r"hours?|hrs?", r"minutes?|mins?", (("hour", "hours"), ("minute", "minutes"), ("second", "seconds"))),
    "de": (r"Stunden?|Std\.?", r"Minuten?|Min\.?|min\b\.?", (("eine Stunde", "Stunden"), ("eine Minute", "Minuten"),
                                                  ("eine Sekunde", "Sekunden"))),
    "fr": (r"heures?", r"minutes?|min\b", (("une heure", "heures"), ("une minute", "minutes"),
                                          ("une seconde", "secondes"))),
    "es": (r"horas?", r"minutos?|min\b", (("una hora", "horas"), ("un minuto", "minutos"), ("un segundo", "segundos"))),
}
"""The words for hours and minutes after a duration written as a clock's ("1:30 hours", "15:44 Minuten"), and the
names of its parts."""
_DEADLINE_EN = re.compile(r"(?i:\b(?:added|submit\w*|apply|applications?|send|sent|due|deadline|return\w*|ready"
                          r"|complete\w*|finish\w*|arriv\w+|expected|publish\w*|available|updated?|clos\w+|open\w*"
                          r"|back|home|deliver\w*|repl\w+|respond|register\w*|book\w*|pay|paid|collect\w*|leave"
                          r"|left|must|need\w*|latest|confirm\w*|order\w*|done|restored|resum\w+|cleared))\b")
"""Words of something to be done or to happen before "by" and a time: "added to journey planners by 21.00 on
Monday"; elsewhere ("surged by 15.20 on Monday") the number is an amount."""
_CLOCK_BEFORE = re.compile(rf"\b(?i:{CLOCK_WORDS}|from|till|between|a|y|hasta|desde|de|entre)\s+$")


def _durations(text: str, code: str) -> str:
    """A duration written as a clock time before the word of its larger part: "1:30 hours" is an hour and thirty
    minutes, "15:44 Minuten" fifteen minutes and forty-four seconds; before hours, with two figures for the hour or
    after a word that takes a clock time ("at", "a las"), it is one ("21:00 hours", "a las 9:30 horas")."""
    hours, minutes, names = DURATIONS[code]

    def said(found: re.Match[str]) -> str:
        of_hours = re.fullmatch(hours, found[3]) is not None
        if of_hours and (len(found[1]) > 1 or _CLOCK_BEFORE.search(found.string, max(0, found.start() - 12),
                                                                    found.start())
                         or re.match(r"\s+(?i:local|GMT|UTC|CES?T|Ortszeit|heure locale|hora local)\b",
                                     found.string[found.end():])):
            return found[0]  # "21:00 hours", "a las 9:30 horas": a clock's; a clock time is never followed by minutes
        large, small = (names[0], names[1]) if of_hours else (names[1], names[2])
        first, second = int(found[1]), int(found[2])
        first_said = (large[0] if " " in large[0] else f"1 {large[0]}") if first == 1 else f"{first} {large[1]}"
        stop = sentence_stop(found)
        if not second:
            return first_said + stop  # "2:00 Std. Dann": the abbreviation's stop ends the sentence too
        link = " y" if code == "es" else ""  # "una hora y treinta minutos"
        return f"{first_said}{link} {small[0] if second == 1 and ' ' in small[0] else f'{second} {small[1]}'}{stop}"

    return re.sub(rf"(?<![\w.,:])(\d{{1,3}}):([0-5]\d)\s({hours}|{minutes})(?!\w)", said, text)


def _degrees_or_ordinals(text: str) -> str:
    """Where º marks an ordinal (Spanish), the degrees it marks too: in a kitchen or where temperatures are spoken
    of ("Al horno a 180º", "temperaturas de 34º"), written apart from its number ("a 100 º"; an ordinal's is written
    against it), alone in brackets ("viento del suroeste (215º)"), or two values between ("entre 36º y 38º";
    ordinals take articles, and school years are counted from one to another: "de 3º a 6º de primaria")."""
    if _OVEN.search(text) or _TEMPERATURE.search(text.replace("º", "")):
        text = re.sub(r"(?<![\w.])(\d{2,3})º(?!\s+(?:de|del)\s)", r"\1°", text)  # "Sevilla 42º, Madrid 38º"
    text = re.sub(r"(?<![\w.,])(\d{1,3}) º", r"\1°", text)
    text = re.sub(r"(?<=\()(\d{3})º(?=\))", r"\1°", text)  # not a rank ("Verstappen (1º)")
    return re.sub(r"\b((?i:entre|de|desde)\s(?=\d{1,3}º\s(?:y|a|hasta)\s\d{1,3}º(?!\s+(?:de|del)\s)))"
                  r"(\d{1,3})º(\s(?:y|a|hasta)\s)(\d{1,3})º", r"\1\2°\3\4°", text)


def _feet_before_noun(found: re.Match[str]) -> str:
    """"9,500 20' containers": a length in feet before the noun it describes ("twenty-foot"), apart from a number
    before it; not inside a quotation opened with a single mark."""
    before = found.string[:found.start()]
    if before.count("'") % 2 or "‘" in before:
        return found[0]
    return f"{found['count']}, {found['feet']}-ft" if found["count"] else f"{found['feet']}-ft"


def _hours_and_minutes_es(found: re.Match[str]) -> str:
    """A Spanish clock time before "horas", as news reads it: "veinte horas y diecinueve minutos"; not at the end
    of a range."""
    if _RANGE_END_ES.search(found.string, 0, found.start()):
        return found[0]  # "de 9.30 a 13.15 horas": the end of a range, said as its start
    hour, minutes = int(found[1]), int(found[2])
    hours = "una hora" if hour == 1 else f"{'veintiuna' if hour == 21 else hour} horas"
    return f"{hours} y {'un minuto' if minutes == 1 else f'{minutes} minutos'}"


def _sentence_end(found: re.Match[str]) -> str:
    """The full stop of "p.m." that also ends its sentence ("at 5 p.m. Then", "after 2 a.m." at the end), not
    before a day ("9 a.m. Monday")."""
    rest = found.string[found.end():]
    if re.match(r"[^()]*\)", rest):  # "(5 p.m. ET)": inside brackets, no sentence ends
        return ""
    ends = found[3] and (not rest.strip() or (re.match(r"\s+[A-Z]", rest) and not _CALENDAR_NEXT_EN.match(rest)))
    return "." if ends else ""


_DOTTED_TIME = r"(?<![\w.,:])([01]?\d|2[0-3])\.([0-5]\d)(?![\w]|[.,:]\d)"
VERB_AFTER = {"es": {"ha": r"\s+[^\W\d_]+(?:ad[oa]|id[oa]|to|cho|so)\b"}, "en": {"Kgs": r"\s+\d"}}
"""A unit's symbol that is a verb too, and what follows it as a verb: "magnitud 7,1 ha sacudido" (has shaken); or
a book's name before its chapter ("2 Kgs 2:11": Second Kings, no kilograms)."""
TIME_ZONES = r"(?:GMT|UTC|CES?T|MES?Z|BST|[ECMP][SD]T|WES?Z|hora peninsular)\b"
"""Time zones after a clock time: "(18.14 GMT)", "6:11:26 UTC"."""
_WORLD_ZONE_NEXT = re.compile(r"\s?(?:GMT|UTC|Z)\b")
TIME_MARKERS = {
    "en": rf"[AaPp]\.?\s?[Mm]\b|o'clock\b|hrs?\b|{TIME_ZONES}",
    "de": rf"Uhr\b|h\b|{TIME_ZONES}",
    "es": rf"h\b|horas?\b|hrs?\b|[ap]\.?\s?m\b|{TIME_ZONES}",
    "fr": rf"h\b|heures?\b|{TIME_ZONES}",
}
"""What tells a clock time written with a dot ("9.30 Uhr", "17.00 horas", "9.30 am") from a decimal."""
TIME_BEFORE = {"de": r"um|gegen|ab", "es": r"las", "fr": "", "en": ""}
"""Words before a time written with a dot ("um 9.30", "a las 9.30")."""
RANGE_FROM = {"de": r"von|zwischen", "es": r"de|desde|entre", "fr": r"de|entre", "en": r"from|between"}
"""Words that start a range of times ("de 9.30 a 13.15")."""
TIME_AFTER_H = {"es": " horas", "de": " Uhr", "fr": ""}
"""What "h" after a clock time is said as ("a las 14:00 h": las catorce horas)."""


RANGE_ADVERBS_DE = ("voraussichtlich", "spätestens", "längstens", "einschließlich", "etwa", "ungefähr", "circa",
                    r"ca\.", "mindestens", "höchstens", "maximal", "zunächst", "vorerst")
"""Words between "bis" and a range's last day or time that change nothing of its case ("vom 22. bis
voraussichtlich 24. Oktober", "von 13.30 bis maximal 19.30 Uhr")."""
_RANGE_ADVERBS = f"(?:{'|'.join(RANGE_ADVERBS_DE)})"


def _dotted_times(text: str, code: str) -> str:
    """Clock times written with a dot, where a marker after them or a word before says so, with a colon;
    and the first of a range before one ("de 9.30 a 17.00 horas", "9.30-17.30 Uhr")."""
    if code == "es":  # "a 1:00h de la madrugada": la una, as the part of the day says
        text = re.sub(r"(?<![\w.,:])(1:[0-5]\d)\s?h\b(?=\s+de\s+la\s+(?:madrugada|mañana|tarde|noche))", r"\1", text)
    if code in TIME_AFTER_H:  # "08:43h", "14:00 h": the hour's mark after a clock time (in Spanish "12:00 hs." too)
        mark = r"hs?" if code == "es" else "h"
        text = re.sub(rf"(?<![\w.,:])(\d{{1,2}}:[0-5]\d)\s?{mark}\b(?:\.(?=\s+[a-z0-9]))?", rf"\1{TIME_AFTER_H[code]}",
                      text)
    if code == "es":  # "entre las 1,30": a time with a comma after "las"; "a 23,30 horas"
        text = re.sub(r"\b(las?\s+)([01]?\d|2[0-3]),([0-5]\d)\b(?![.,]\d)", r"\1\2:\3", text)
        text = re.sub(r"(?<![\w.,])([01]?\d|2[0-3]),([0-5]\d)(?=\s?horas\b)", r"\1:\2", text)
        # "de 9,00 a 21,30 horas": the first of a range whose last is a time
        text = re.sub(r"\b((?:de|desde|entre)\s+)([01]?\d|2[0-3]),([0-5]\d)(?=\s+(?:a|y|hasta)\s+(?:las\s+)?"
                      r"\d{1,2}:\d\d)", r"\1\2:\3", text)
    if "." not in text or code not in TIME_MARKERS:
        return text
    # "10.00 y 17.00 horas": a time before another the marker after it says is one
    text = re.sub(rf"{_DOTTED_TIME}(?=\s+(?:y|und|et|and|o|oder|ou)\s+(?:[01]?\d|2[0-3])\.[0-5]\d"
                  rf"\s?(?:{TIME_MARKERS[code]}))", r"\1:\2", text)
    text = re.sub(rf"{_DOTTED_TIME}(?=\s?(?:{TIME_MARKERS[code]}))", r"\1:\2", text)
    if TIME_BEFORE[code]:
        text = re.sub(rf"\b((?:{TIME_BEFORE[code]})\s+){_DOTTED_TIME}", r"\1\2:\3", text)
    # "de 11.00 a 14.00", "von 9.30 bis 13.15": two of them in a range, each with two digits of minutes
    text = re.sub(rf"\b((?:{RANGE_FROM[code]})\s+){_DOTTED_TIME}(\s*(?:{RANGE[code]}|[-–]|hasta|y|bis|und|and)\s*"
                  rf"(?:{_RANGE_ADVERBS}\s+)?)"
                  rf"{_DOTTED_TIME}(?!\s?(?:[€$£%]|(?i:euros?|dólares|dollars?|pesos|libras)\b|{unit_symbols(code)}))",
                  r"\1\2:\3\4\5:\6", text)
    if code in ("es", "fr", "de"):  # "de 16.30 a 20": a dot before two digits is no decimal mark here, so a time
        text = re.sub(rf"\b((?:{RANGE_FROM[code]})\s+(?:las\s+)?){_DOTTED_TIME}(?=\s*(?:{RANGE[code]}|hasta|bis)\s*"
                      rf"(?:las\s+)?(?:[01]?\d|2[0-3])\b(?![.,:]\d)(?!\s?(?:[€$£%]|(?i:euros?|dólares|dollars?|pesos)\b"
                      rf"|{unit_symbols(code)}|(?:{unit_names(code)})\b)))", r"\1\2:\3", text)
    # "de 12 a 15.00": the end of a range from a whole hour
    money = (rf"[€$£%]|(?i:euros?|dólares|dollars?|pesos|libras|percent|por ciento|pour cent|Prozent)\b"
             rf"|{unit_symbols(code)}|(?:{unit_names(code)})\b")
    text = re.sub(rf"\b((?:{RANGE_FROM[code]})\s+(?:las\s+)?(?:[01]?\d|2[0-3])\s*(?:{RANGE[code]}|[-–]|hasta|y|bis|und)"
                  rf"\s*(?:las\s+)?){_DOTTED_TIME}(?!\s?(?:{money}))", r"\1\2:\3", text)
    if code == "de":  # "Montag bis Freitag 11.00 - 13.00": German writes decimals with a comma, so two are times
        text = re.sub(rf"{_DOTTED_TIME}(\s?[-–]\s?){_DOTTED_TIME}(?!\s?(?:[€$£%]|(?i:euro?|dollar)\b|"
                      rf"{unit_symbols(code)}))", r"\1:\2\3\4:\5", text)
    text = re.sub(rf"{_DOTTED_TIME}(?=\s?(?:[-–]|{RANGE[code]}|bis|hasta|to)\s?(?:{_RANGE_ADVERBS}\s+)?\d{{1,2}}:\d\d)",
                  r"\1:\2", text)
    # "7.30 bis 12 Uhr": the first of a range whose last says it is a time
    text = re.sub(rf"{_DOTTED_TIME}(?=\s?(?:[-–]|{RANGE[code]}|bis|hasta|to)\s?\d{{1,2}}(?:[.:][0-5]\d)?\s?"
                  rf"(?:{TIME_MARKERS[code]}))", r"\1:\2", text)
    # "zwischen 10.00 und 22.00 Uhr": the first of two times, once the second is known for one
    return re.sub(rf"\b((?:{RANGE_FROM[code]})\s+(?:las\s+)?){_DOTTED_TIME}(?=\s?(?:und|y|et|and)\s(?:las\s+)?"
                  rf"\d{{1,2}}:\d\d)", r"\1\2:\3", text)


@cache
def _time_pattern(code: str) -> re.Pattern[str]:
    suffix = {
        # "a.m." mid-sentence (before a word in lower case, a weekday or a month): its dot too
        "en": rf"(?:\s?(?P<half>[AaPp]\.?[Mm])(?:\.(?=\s+(?:[a-z(]|{CALENDAR_EN})|[,;:)]))?(?!\w))?",
        "es": r"(?:\s?(?P<half>[ap]\.?\s?m)(?:\.(?=\s+[a-záéíóú]|\s[^().]*\)))?(?!\w))?",
        "de": r"(?:\s?(?P<uhr>Uhr)\b)?",
    }.get(code, "")
    french = r"|(?<![\w.,:])(?P<fh>[01]?\d|2[0-3])\s?h\s?(?P<fm>[0-5]\d)?(?![\w])" if code == "fr" else ""
    return re.compile(rf"(?<![\w.,:])(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?::(?P<s>[0-5]\d))?"
                      rf"(?![\d:]|[.,]\d|(?![AaPp]\.?[Mm]\b)[^\W\d_])"
                      rf"{suffix}{french}")


CALENDAR_EN = ("(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June"
                "|July|August|September|October|November|December|[ECMP][SD]?T|GMT|UTC|BST|CES?T|AE[SD]T|JST"
                "|Pacific|Eastern|Central|Mountain)\\b")
"""English words that are capitalized mid-sentence, days, months and time zones: after "a.m." they do not start a
sentence ("at 2:00 p.m. Pacific", "7:20 a.m. EST")."""
_CALENDAR_NEXT_EN = re.compile(rf"\s+{CALENDAR_EN}")
RANGE = {"en": "to", "de": "bis", "fr": "à", "es": "a"}
HALF_PAST = {"es": {15: "y cuarto", 30: "y media"}}
"""Minutes a language says otherwise: "las diez y media"."""


SECONDS = {"en": ("and", "second", "seconds"), "de": ("und", "Sekunde", "Sekunden"),
           "fr": ("et", "seconde", "secondes"), "es": ("y", "segundo", "segundos")}
"""A time's seconds, after its minutes: "um 00:00:10 Uhr" (null Uhr und zehn Sekunden)."""


def _time(found: re.Match[str], code: str, after: str = "") -> str:
    seconds = int(found.groupdict().get("s") or 0)
    if not seconds:
        return _time_of_day(found, code, after)
    link, one, many = SECONDS[code]
    said = f"{link} {'one' if seconds == 1 and code == 'en' else seconds} {one if seconds == 1 else many}"
    spoken = _time_of_day(found, code, after)
    half = spoken[-4:] if spoken.endswith((" A M", " P M")) else ""  # "ten thirty and fifteen seconds A M"
    return f"{spoken[: len(spoken) - len(half)]} {said}{half}"


def _time_of_day(found: re.Match[str], code: str, after: str) -> str:
    spoken = _hour_and_minutes(found, code, after)
    if code == "es" and int(found["h"] or found["fh"]) == 21:  # "las 21:00": las veintiuna, as "la una" (horas)
        spoken = re.sub(r"^21\b", "veintiuna", spoken)
    return spoken


_RANGE_LINK_ES = r"(?:a|y|hasta)\s+(?:las?\s+)?"
_RANGE_START_ES = re.compile(rf"\s+{_RANGE_LINK_ES}\d")
"""After a time, the link to the range's end ("9.30 a 13.15")."""
_RANGE_END_ES = re.compile(rf"\d\s+{_RANGE_LINK_ES}$")
"""Before a time, a time and the link to it: the time is the range's end."""


def _in_range_es(found: re.Match[str], after: str) -> bool:
    """Whether a Spanish time is an end of a range of times ("de 9:00 a 14:00", "entre las 13:00 y las 21:00"),
    where an hour is said without "en punto"."""
    return bool(_RANGE_START_ES.match(found.string, found.end())
                or _RANGE_END_ES.search(found.string, 0, found.start()))


def _hour_and_minutes(found: re.Match[str], code: str, after: str) -> str:
    hour = int(found["h"] or found["fh"])
    minutes = int(found["m"] or found["fm"] or 0)
    half = (found.groupdict().get("half") or "").replace(".", "").replace(" ", "").upper()
    if code == "es" and half:  # "a las 04:00 am": las cuatro de la madrugada
        return _part_of_day_es(hour, minutes, half)
    if code == "es" and hour == 0 and minutes and not re.match(r"\s*horas\b", after):  # "las 00.15": no "cero"
        return _part_of_day_es(0, minutes, "AM")
    if code == "es" and re.match(r"\s*horas\b", after):  # "a las 20:00 horas": las veinte horas
        return str(hour) if not minutes else f"{hour} {'cero ' if minutes < 10 else ''}{minutes}"  # veinte cero ocho
    if code == "es" and minutes in HALF_PAST["es"]:
        return f"{'una' if hour == 1 else hour} {HALF_PAST['es'][minutes]}"
    if code == "es" and not minutes and _in_range_es(found, after):  # "de 9:00 a 14:00": de nueve a catorce
        return "una" if hour == 1 else str(hour)
    if code == "fr" and hour == 0:  # "0h20": zéro heure vingt
        return "zéro heure" + (f" {minutes}" if minutes else "")
    if code == "fr" and hour == 21:  # "vingt et une heures": heure is feminine
        return "vingt et une heures" + (f" {minutes}" if minutes else "")
    # "(17:33 GMT)", "2100 UTC": world time, said as the clock shows it; a local zone ("20:00 BST", "18:00 CEST")
    # is the civil clock, said as its 12-hour time, "eight P M"
    zoned = code == "en" and not half and _WORLD_ZONE_NEXT.match(after) is not None
    if code == "en" and not half and (hour > 12 or found["h"].startswith("0")) and not zoned:
        half, hour = ("PM" if hour >= 12 else "AM"), hour % 12 or 12  # "21:00": nine P M
    if zoned and hour > 12:  # "(17:33 GMT)", "2100 UTC": said as the clock shows it, "twenty-one hundred"
        return f"{hour} {_minutes(minutes, code) if minutes else 'hundred'}"
    said_minutes = _minutes(minutes, code)
    if hour == 1 and code in ONE_OCLOCK:
        with_minutes, on_the_hour = ONE_OCLOCK[code]
        spoken = with_minutes.format(minutes=said_minutes) if minutes else on_the_hour
    else:
        with_minutes, on_the_hour, _ = CLOCK[code]
        spoken = with_minutes.format(hour=hour, minutes=said_minutes) if minutes else on_the_hour.format(hour=hour)
        if code == "en" and half and not minutes:
            spoken = str(hour)
    return f"{spoken} {' '.join(half)}" if half else spoken


_LABELLED = re.compile(r"\b(?i:level|room|gate|block|stand|section|row|seat|zone|area|floor|bay|unit|flat|suite|grade"
                       r"|class|type|size|box|route|tier|platform|building|apartment|pier|hall)\s$")
"""A word a code of a number and a letter names a place or a kind by ("Level 4C", "Gate 2C"): no cups."""
_LABELLED_FIGURE = re.compile(r"\b(?i:fig\.|figure|form|table|tab\.|abb\.|abbildung|tabelle|formular|raum|zimmer|salle"
                              r"|sala|habitación|tableau|tabla)\s$")
"""Words, besides :data:`_LABELLED`, that a code of a number and a letter labels ("Figure 4A", "Raum 4A"): no
amperes."""


def labels_a_code(before: str) -> bool:
    """Whether the words before a number and a letter make it a label ("Figure 4A", "Room 4A"), no quantity."""
    return bool(_LABELLED.search(before) or _LABELLED_FIGURE.search(before))


@cache
def _brackets_divided(code: str) -> re.Pattern[str]:
    """A spaced slash between two quantities in brackets, each a number and its unit's symbol ("(9 V - 2 V) / (470
    Ω)"): a division; not between bracketed words, counts or years ("(Mo–Fr) / (Sa)", "(3 players) / (2 coaches)",
    "(2019) / (2020)")."""
    quantity = rf"\([^()]*\d\s?(?:{unit_symbols(code)}|[As](?!\w))[^()]*\)"  # "(2 s)": seconds, "(4 A)": amperes
    return re.compile(rf"({quantity}) / (?={quantity})")


def _at_least(numerator: str, denominator: str) -> bool:
    """Whether a slash's first number is at least its second ("49/7": a division; "1/2": a fraction, a half)."""
    def value(number: str) -> float:
        return float(re.sub(r"[^\d]", "", number.split(",")[0].split(" ")[0]) or 0)

    return value(re.match(r"[\d.,]+", numerator)[0]) >= value(denominator)  # type: ignore[index]


def range_word(found: re.Match[str], code: str) -> str:
    """The word between a range's two numbers: "and" after "between", else the language's "to" ("entre 1,5-2,5 kg":
    entre uno coma cinco y dos coma cinco)."""
    if code in BETWEEN_AND and re.search(rf"\b(?i:{BETWEEN_AND[code][0]})\s+$", found.string[:found.start()]):
        return BETWEEN_AND[code][1]
    return RANGE.get(code, "-")


BETWEEN_AND = {"en": ("between", "and"), "de": ("zwischen", "und"), "fr": ("entre", "et"), "es": ("entre", "y")}
"""A range after "between" joins its ends with "and": "between 28º - 30ºC"."""


OFFSET_HOURS = {"en": ("hour", "hours"), "de": ("Stunde", "Stunden"), "fr": ("heure", "heures"),
                "es": ("hora", "horas")}
"""What a time zone's offset from UTC counts: "+02:00" is "plus two hours"."""


def _offset(found: re.Match[str], code: str) -> str:
    sign = SIGNS[code][0 if found[1] in "−-" else 1]
    hours, minutes = int(found[2]), int(found[3])
    one, more = OFFSET_HOURS[code]
    if minutes:  # "UTC+05:30": as a clock shows it, five thirty
        return f"{sign} {OFFSET_CLOCK[code](hours, minutes)}"
    return f"{sign} {hours} {one if hours == 1 else more}"


_QUARTERS_ES = {15: "cuarto", 30: "media"}
OFFSET_CLOCK: dict[str, Callable[[int, int], str]] = {
    "en": lambda hours, minutes: f"{hours} {'oh ' if minutes < 10 else ''}{minutes}",
    "de": lambda hours, minutes: f"{hours} Uhr {minutes}",
    "fr": lambda hours, minutes: f"{hours} {'heure' if hours == 1 else 'heures'} {minutes}",
    "es": lambda hours, minutes: f"{hours} y {_QUARTERS_ES.get(minutes, minutes)}",
}
"""An offset from UTC with its minutes, as the language reads a clock: "five thirty", "cinco y media"."""


def _military_time(found: re.Match[str]) -> str:
    """"by 2230": twenty-two thirty; "2300 hours": twenty-three hundred; "0700": oh seven hundred. A four-figure
    number that could be a year (1300 to 2059) is one only without a word of hours after it."""
    hour, minutes = found[2], found[3]
    after = found.string[found.end():]
    hours_after = re.match(r"\s*(?:hours|hrs)\b|\s+(?:and|to|-)\s+\d{4}\s*(?:hours|hrs)\b", after) is not None
    if not hours_after and not (hour.startswith("0") or (hour in ("21", "22", "23") and minutes != "00")):
        return found[0]  # "by 2100": a year
    return found[1] + _hours_said(hour, minutes)


def _hours_said(hour: str, minutes: str) -> str:
    """A 24-hour time as the military and the British say it: "oh 8 hundred", "22 30"."""
    said = f"oh {int(hour)}" if hour.startswith("0") else hour
    return f"{said} {'hundred' if minutes == '00' else minutes}"


def _part_of_day_es(hour: int, minutes: int, half: str) -> str:
    """A Spanish time given with a.m. or p.m., as a person says it: "las cuatro de la mañana", "las siete y media
    de la tarde"."""
    hour = hour % 12 or 12
    if half == "AM":  # "12:15 a.m.", "00.15": las doce y cuarto de la noche
        part = "de la noche" if hour == 12 else "de la madrugada" if hour < 6 else "de la mañana"
    else:
        part = "del mediodía" if hour == 12 else "de la tarde" if hour < 8 else "de la noche"
    said = "una" if hour == 1 else str(hour)
    minutes_said = f" {HALF_PAST['es'][minutes]}" if minutes in HALF_PAST["es"] else f" y {minutes}" if minutes else ""
    return f"{said}{minutes_said} {part}"


def _minutes(minutes: int, code: str) -> str:
    if minutes and minutes < 10 and code == "en":
        return CLOCK[code][2].format(minutes=minutes)
    return str(minutes)


PER = {"en": "per", "de": "pro", "fr": "par", "es": "por"}
BY = {"en": "by", "de": "mal", "fr": "par", "es": "por"}
"""Between the sides of a size: "8 x 8" (eight by eight), "2,50 m x 1,50 m"."""
OVER = {"en": "over", "de": "zu", "fr": "sur", "es": "sobre"}
"""Between a blood pressure's two values: "120/80 mm Hg" (one twenty over eighty)."""
ALTERNATING = {"en": "AC", "de": "Wechselspannung", "fr": "en courant alternatif", "es": "de corriente alterna"}
"""After volts, what "~" marks: the current alternates ("230 V~")."""
PER_ONE_LETTER = "Llhsgm"
"""One-letter units a measure is counted per, spaced from it by its slash ("3,3 mmol / L", "5 km / h")."""
PER_BEFORE = {"en": "per", "de": "je|pro", "fr": "par", "es": "por"}
"""Words before a unit that is counted per: "Einwohner je km²"."""
SECOND = {"en": "sec"}
"""The symbol of a second in the language's table where it is not "s" (English reads "1990s" as a decade)."""
"""Between two units: "kilograms per cubic meter"."""
DAILY = {"en": ("daily", "a day"), "de": ("täglich", "pro Tag"), "fr": ("quotidiens?|quotidiennes?", "par jour"),
         "es": ("diari[oa]s?", "al día")}
"""A word for "every day" after a slash, and what is said for it: "9,8 gramos /diario" (al día)."""
DIVIDED = {"en": "divided by", "de": "geteilt durch", "fr": "divisé par", "es": "dividido entre"}
"""A division's sign (``÷``, or a slash between numbers in a sum: "49/7 = 7")."""
PER_WORDS = {
    "en": frozenset({"hour", "minute", "second", "day", "week", "month", "year", "person", "head", "dose", "night",
                     "capita"}),
    "de": frozenset({"stunde", "minute", "sekunde", "tag", "woche", "monat", "jahr", "person", "kopf", "dosis",
                     "nacht", "einwohner"}),
    "fr": frozenset({"heure", "minute", "seconde", "jour", "semaine", "mois", "an", "année", "personne", "habitant",
                     "dose", "nuit", "prise"}),
    "es": frozenset({"hora", "minuto", "segundo", "día", "semana", "mes", "año", "persona", "habitante", "dosis",
                     "noche", "toma"}),
}
"""After a slash, a word a quantity is counted per ("kilomètres/heure", "euros/mes", "Liter/Tag", "mg/day"):
"per", not "or"."""
PER_UNITS = {
    "en": frozenset({"litre", "liter", "kilo", "kilogram", "gram", "metre", "meter", "kilometre", "kilometer", "tonne",
                     "ton", "unit", "bottle", "hectare", "pound", "gallon", "barrel", "acre"}),
    "de": frozenset({"liter", "kilo", "kilogramm", "gramm", "meter", "kilometer", "tonne", "stück", "flasche", "hektar",
                     "kilowattstunde", "quadratmeter"}),
    "fr": frozenset({"litre", "kilo", "kilogramme", "gramme", "mètre", "kilomètre", "tonne", "unité", "bouteille",
                     "hectare", "kilowattheure"}),
    "es": frozenset({"litro", "kilo", "kilogramo", "gramo", "metro", "kilómetro", "tonelada", "unidad", "botella",
                     "hectárea", "kilovatio", "barril"}),
}
"""After an amount's money or unit and a slash, a unit it is counted per ("1,182 euros / litro", "3 euros/kilo"):
"per"."""


MEASURED_IN = {"en": "in", "de": "in", "fr": "en", "es": "en"}
"""The word before a unit's symbol alone that says what a column or a figure is measured in ("Peso (en kg)")."""


@cache
def _units_alone(code: str) -> re.Pattern[str]:
    """A unit's symbol with no number, after the language's "in" in brackets or before a colon, what a column or a
    figure is measured in: "Weight (in kg)", "Höhe in m:", "Peso en vacío (UE) en kg:" (in kilograms). Symbols in
    capitals alone ("made in GB", "en MP") and of one letter other than metre, gram and litre are left alone."""
    symbols = sorted((symbol for symbol in UNITS[code] if re.fullmatch(r"[^\W\d_]{2,4}[²³]?|[mgl][²³]?", symbol)
                      and symbol != "in" and not symbol.isupper()), key=len, reverse=True)
    return re.compile(rf"(?:(?<=\()|(?<=\(\s))({MEASURED_IN[code]})\s({'|'.join(map(re.escape, symbols))})(?=\s*\))"
                      rf"|\b({MEASURED_IN[code]})\s({'|'.join(map(re.escape, symbols))})(?=:)")


_NOT_ALONE = frozenset({"pt", "pts", "ct", "gr", "grs", "pb", "pbs", "sm", "dt", "hm", "Hm", "mi"})
"""Symbols that in brackets alone are as likely something else: a point, a pint or a cent, a language's code, a
note (mi), a Doppelzentner or a nautical mile one would not guess; in French "(ha)" is a laugh."""


@cache
def _unit_in_brackets(code: str) -> re.Pattern[str]:
    """A unit's symbol alone in brackets after a word ("Weight (kg)", "Potencia (ch)"), or after the language's
    "or" inside them ("(Newton-meters, or Nm)"): the unit's name in the plural, what something is measured in.
    Symbols of one letter, with a full stop, in capitals alone or in :data:`_NOT_ALONE` are left alone."""
    symbols = sorted((symbol for symbol in UNITS[code] if len(symbol) > 1 and "." not in symbol
                      and not symbol.isupper() and symbol not in _NOT_ALONE
                      and not (code == "fr" and symbol == "ha")), key=len, reverse=True)
    return re.compile(rf"(?:(?<=[^\W\d_]\s\()|(?<=[^\W\d_]\()|(?<=,\s{OR[code]}\s))"
                      rf"(?:{'|'.join(map(re.escape, symbols))})(?=\))")


_ARTICLE_ITEM_FR = re.compile(r"(?P<article>\b(?i:articles?|art\.)\s+(?:[A-Z]{1,2}\.?\s?)?\d+(?:-\d+)*)"
                              r"(?P<part>\s(?:X|I?X|V?I{0,3}|I?V))?(?:-|\s)(?P<item>\d{1,2})°(?!\w)")
"""A French article's item written with a degree sign: "L.211-3 II-1°" (its part II, first item)."""


_ROMAN_PARTS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def _article_item_fr(found: re.Match[str]) -> str:
    """"L.211-3 II-1°": L.211-3, deux, premièrement (the part's number said, the item's as an adverb)."""
    from num2words import num2words

    part = found["part"].strip() if found["part"] else ""
    said = f", {num2words(_ROMAN_PARTS.index(part) + 1, lang='fr')}," if part in _ROMAN_PARTS else ""
    return f"{found['article']}{said} {_item_fr(int(found['item']), False).rstrip(', ')}"


def _item_fr(number: int, first: bool) -> str:
    from num2words import num2words

    adverb = "premièrement" if number == 1 else str(num2words(number, lang="fr", to="ordinal")) + "ment"
    return (adverb[:1].upper() + adverb[1:] if first else adverb) + ", "


def _glosses(found: re.Match[str], code: str) -> bool:
    names = UNITS[code].get(found[2])
    return names is not None and re.search(rf"\b(?i:{re.escape(names[0])}|{re.escape(names[1])})$",
                                           found.string[:found.start()]) is not None


CAPITAL_H_TIME = {"fr": r"\1h\2", "es": r"\1:\2"}
"""How a clock time written with a capital H is written for the clock-time rules that read it: "06H00" as "06h00",
"a las 22H49" as "22:49"."""
_CAPITAL_H_TIME = re.compile(r"(?<![\w.,:])([01]?\d|2[0-3])H([0-5]\d)(?!\w)(?P<duration>(?=\s?(?:min|mn)\b))?")
"""An hour, a capital H and two digits of minutes, a duration's before minutes ("1H04 min"); not a formula's H
("H2O", "C4H10")."""


_H_TIME_BEFORE_ES = re.compile(
    r"(?:\b(?i:las?)|\b\d{4},|\d[H:]\d\d[^()]{0,30}\(|\d\dH\d\d\s+(?:a|y|hasta)(?:\s+las)?)\s*$")
_H_TIME_AFTER_ES = re.compile(
    r"\s*\(?\s*(?:(?i:horas?|locales?|hora\s+local)\b|GMT|UTC)|\s+(?:a|y|hasta)\s+(?:las\s+)?\d\dH\d\d")
"""Where a Spanish time written "22H49" is a clock time: after "a las", "la", a dateline's year ("de 2023, 22H49") or
in brackets after another time; before "horas", "locales", "GMT", "UTC", "hora local"; at either end of a range of
them ("de 09H00 a 14H00"). Elsewhere it is a race's time or a model's code ("en 4H12", "2H15 en la maratón", "4H00
de autonomía", "modelo 4H20")."""


def _capital_h_time(found: re.Match[str], code: str) -> str:
    """A time written with a capital H, as the clock-time rules read it: in Spanish only a two-digit hour where the
    context makes it a clock time, its colon after it a pause ("22H49: un sismo")."""
    if found["duration"] is not None:
        return found.expand(r"\1h\2")
    if code != "es":
        return found.expand(CAPITAL_H_TIME[code])
    if len(found[1]) != 2 or not (_H_TIME_BEFORE_ES.search(found.string, 0, found.start())
                                  or _H_TIME_AFTER_ES.match(found.string, found.end())):
        return found[0]
    return found.expand(CAPITAL_H_TIME[code]) + ("," if re.match(r":(?!\d)", found.string[found.end():]) else "")


_BIT_RATE_EN = re.compile(r"\b(?i:baud|RS-?232|RS-?485|serial|modem|UART|bit\s?rate|data\s?rate|bits?|bandwidth"
                          r"|throughput|network|ethernet|wi-?fi|data\s+transfer|audio|stream(?:ing|ed)?|codec"
                          r"|MP3|AAC|upload|download|[kMG]bps)\b|(?<![\d.,])(?:4800|9600|14400|19200"
                          r"|28800|33600|38400|56000|57600|115200|230400)\s?bps\b")
"""What makes "bps" a rate of bits, not basis points: a line, a network or a sound, or a modem's rate."""


def speak_units(text: str, language: str) -> str:
    """A number and a unit's symbol: the unit's name, in the number's grammatical number; a unit per another
    ("kg/m³") with the second's singular after the language's "per"."""
    code = primary(language)
    if code in UNITS and ("(" in text or ":" in text) and re.search(rf"\b{MEASURED_IN[code]}\s", text):
        text = _units_alone(code).sub(lambda found: f"{found[1] or found[3]} {UNITS[code][found[2] or found[4]][1]}",
                                      text)
    if code in UNITS and "(" in text:  # "5 milligrams (mg) per kilogram (kg)": the symbol glossing its own name
        text = re.sub(r"(?<=[^\W\d_])(\s?\(([^\W\d_]{1,4}[²³]?)\.?\))",  # "kilocalorías (kcal.)" too
                      lambda found: "" if _glosses(found, code) else found[0], text)
        # "Weight (kg)", "Imperial (ft-lbs)", "(Newton-meters, or Nm)": what a column or a figure is measured in
        text = _unit_in_brackets(code).sub(lambda found: UNITS[code][found[0]][1], text)
    if code in UNITS and "/" in text:  # "die Dichte in g/cm³", "(mg/dL)": a unit per another, named without a number
        text = _RATE_ALONE.sub(lambda found: f"{UNITS[code][found[1]][1]} {PER[code]} {UNITS[code][found[2]][0]}"
                               if found[1] in UNITS[code] and found[2] in UNITS[code] else found[0], text)
        # "22,59 Gramm pro Kubikzentimeter (g/cm³)": the symbols glossing the name just said, said once
        text = re.sub(rf"([^\W\d_]+ {PER[code]} [^\W\d_]+)\s?\(\1\)", r"\1", text)
    if code in UNITS and re.search(rf"[^\W\d_]\s(?:{_SPELLED_COUNT_UNITS})(?!\w)", text):
        text = _after_number_words(text, code)
    if code in UNITS_AFTER_ARTICLES:
        articles, symbols = UNITS_AFTER_ARTICLES[code]
        text = re.sub(rf"\b((?i:{articles})\s)({symbols})\b(?![/.]?\w)", lambda found: found[1]
                      + UNITS[code][found[2]][0], text)
    if code not in UNITS or not re.search(r"\d", text):
        return text
    if "C" in text and "/" in text and _CONCRETE.search(text):  # "C20/25", "C 30/37": a strength class of concrete
        text = _STRENGTH_CLASS.sub(lambda found: f"{found[1]} {found[2]} {found[3]}" if 1.1 <= int(found[3]) / int(
            found[2]) <= 1.35 else found[0], text)
    if code == "en" and "bps" in text and _BIT_RATE_EN.search(text):  # "115200 bps" on a serial line: bits per second
        # a bit rate's word close before it ("rose 25 bps", the network said: basis points)
        text = re.sub(r"(?<=\d)\s?bps\b", lambda found: " bits per second" if _BIT_RATE_EN.search(
            found.string[max(0, found.start() - 40):found.start()]) else found[0], text)
    if ("Kj" in text or "KJ" in text) and _ENERGY.search(text):  # "1046 Kj." beside kcal: kilojoules, their symbol
        text = re.sub(r"(?<![\w.,])(\d+(?:[.,]\d+)?\s?)K[jJ]\b", r"\1kJ", text)
    if code == "en" and re.search(r"\d\s(?:square|cubic)\s", text):  # "750,000 square km": the unit's name
        text = re.sub(r"(?<=\d)(\s(?:square|cubic)\s)(km|m|cm|mm|mi|ft|yd|in)\b(?!\.\w)", lambda found: found[1]
                      + UNITS["en"][found[2]][0 if re.search(r"(?<![\d.,])1$", found.string[:found.start()]) else 1],
                      text)
    if "mag" in text and _of_the_sky(text):  # "Júpiter (mag -2.4)": a star's magnitude, written before it
        text = re.sub(r"\bmag\.?\s?(?=(?:[-–−+]|(?:minus|menos|moins|plus|más)\s)?\d)", f"{UNITS[code]['mag'][0]} ",
                      text)
    text = re.sub(r"(?<=\d)[ \t\u00a0]{2,}(?=[^\W\d_])", " ", text)  # "les 10  km": one space before the unit
    if "./" in text:  # "5 g./día": the symbol's own full stop before the quantity it is counted per
        text = re.sub(r"(?<=\d)(\s?[^\W\d_]{1,4})\./(?=[^\W\d_])",
                      lambda found: found[1] + "/" if found[1].strip() in UNITS[code] else found[0], text)
    if re.search("[″′]", text) and SKY.search(text):  # "appears 49.4″ wide": arcseconds where the sky is spoken of
        text = re.sub(r"(?<![\w.,°′'])(?<![°′']\s)(\d+(?:[.,]\d+)?)\s?([″′])(?![\w″′'])",
                      lambda found: f"{found[1]} {'arcsec' if found[2] == '″' else 'arcmin'}", text)
    if re.search(r"\d\s?[’′']\s?\+\s?\d+\s?[”″\"]", text):  # "90’ + 30”": a game's minutes and seconds added per move
        text = re.sub(r"(?<![\w.,])(\d{1,3})\s?[’′']\s?\+\s?(\d{1,3})\s?[”″\"]",
                      lambda found: f"{found[1]} min + {found[2]} {SECOND.get(code, 's')}", text)
    text = re.sub(r"(?<=\d)(?:''|’’)(?!\w)", "″", text)  # "6’’/15,25 cm": two marks typed for the inch's
    text = re.sub(r"(?<=\d)\s?(?:°/°°|0/00)(?!\w)", "‰", text)  # "835°/°°": the per mille sign typed
    if re.search('["”″]', text):  # "9” x 13”": a size, its unit said once, after the second
        text = re.sub(r"(\d)″\s?([x×])\s?(?=\d+(?:[.,]\d+)?″)", r"\1 \2 ", _inch_marks(text))
    if re.search(r"\d\s?(?:[^\W\d_]{1,3}|″)?\s?[x×X]\s?\d", text):  # "(20x10m)", "2,50 m x 1,50 m": a size's sides
        text = re.sub(r"(?<=\d)[xX×](?=\d)", " x ", text)
        text = re.sub(r"(?<=\d)(\s?(?:mm|cm|dm|m|km|in|ft|yd|″|′)(?![\w²³]))\s[x×X]\s(?=\d)", rf"\1 {BY[code]} ", text)
    if re.search(r"[^\W\d_]\s[x×X]\s\d", text):  # "(5 feet wide x 6 ft 6 inches in length)": a side, then the other
        side = r"feet|foot|inch(?:es)?|yards?|met(?:er|re)s?|Meter|mètres?|metros?|centimet(?:er|re)s?"
        text = re.sub(rf"(?<=\d)(\s(?:{side})(?:\s(?:wide|long|high|deep|tall|breit|lang|hoch|tief|de large|de long"
                      r"|de ancho|de largo))?)\s[x×X]\s(?=\d)", rf"\1 {BY[code]} ", text)
    if " / " in text:  # "160 mg / 5 mL": a dose per a volume, as "160 mg/5 mL"
        text = re.sub(r"(?<=\d)(\s?([^\W\d_]{1,3}))\s/\s(?=\d)",
                      lambda found: f"{found[1]}/" if found[2] in UNITS[code] else found[0], text)
        # "21,00 Euro / ha", "5 € / kg": an amount per a unit, as "Euro/ha"
        text = re.sub(rf"(?<=\w|[€$£¥])\s/\s(?=(?:{unit_symbols(code, 2)}|(?:[kcdm]?m|dm)[23](?!\w)))",
                      lambda found: "/" if re.search(r"\d\s?(?:[€$£¥]|[^\W\d_]+)$", text[:found.start()]) else found[0],
                      text)
        # "3,3 mmol / L": a unit per a one-letter unit, after a number and a unit
        text = re.sub(rf"(?<=\d)(\s?(?:{unit_symbols(code, 2)}))\s/\s(?=[{PER_ONE_LETTER}](?![\w/]))", r"\1/", text)
    if code == "en" and re.search(r"[\d½¼¾⅓⅔]\s?C\s+[a-z]", text) and not _TEMPERATURE.search(text):
        # "1/2 C white flour", "2 C sugar": a recipe's cups (no temperature is spoken of)
        text = re.sub(r"(?<![\w.,])((?:\d\s)?[1-9]/[1-9]|[½¼¾⅓⅔]|[1-4](?:\s?[½¼¾⅓⅔])?)\s?C(?=\s+[a-z]{3,})",
                      lambda found: found[0] if _LABELLED.search(found.string, 0, found.start())  # "Level 4C seats"
                      else f"{found[1]} {'cup' if re.fullmatch(ONE_OR_LESS, found[1]) else 'cups'}", text)
    # "20° C", "20ºC", "160⁰C", "95°c": degrees Celsius
    text = re.sub(r"(?<=\d)\s?[°º⁰]\s?([CFcf])\b", lambda found: f" °{found[1].upper()}", text)
    text = re.sub(r"(?<=\d[.,]\d)\s?º(?!\w)", "°", text)  # "acidez de 0,8 º": degrees (a decimal is no ordinal)
    if code == "es" and "º" in text:  # "entre los 34º y los 36º": degrees (a course is "los 3º de ESO")
        text = re.sub(r"(?<=\blos )(-?[1-5]\d)\s?º(?![\wª]|\s+[A-ZÁÉÍÓÚ])", r"\1°", text)  # not "los 30º Juegos"
    if code == "fr" and "°" in text:  # "4° Un titre …": a French law's item, not degrees (quatrièmement)
        text = re.sub(r"(?:^|(?<=[;:]\s))(\d{1,2})°\s+(?=(?i:le|la|les|l['’]|un|une|des|du|au|aux|ce|cette|ces"
                      r"|lorsque|si|pour|dans|sur|en|après|avant|sauf|tout|toute|tous|toutes)\b)",
                      lambda found: _item_fr(int(found[1]), found.start() == 0), text)
        # "au 4° de l'article L. 171-8", "le 2° du I": an item of an article, quatrièmement
        text = re.sub(r"\b((?i:du|au|le|les|aux|des|et|ou)\s+)(\d{1,2})°(?=\s+(?:de\s+l['’]article|du\s+[IVX]+\b|du\s+"
                      r"(?:même\s+)?article|du\s+présent))",
                      lambda found: found[1] + _item_fr(int(found[2]), False).rstrip(", "), text)
        # "l'article L.211-3 II-1°", "l'article R. 123-4 1°": the article's numbered item, after its Roman part
        text = _ARTICLE_ITEM_FR.sub(_article_item_fr, text)
    text = re.sub(r"(?<=\d)(\s?)\u03bc(?=[mgLlsV]\b)", "\\1\u00b5", text)  # "0.2 μm": the Greek mu, as the micro sign
    if _SPEED.search(text):  # "winds of 15 kt", "vitesse … (487kt)": knots where a speed is spoken of (else kilotons)
        text = re.sub(r"(?<=\d)(\s?)kt\b", r"\1kts" if code == "en" else r"\1kn", text)
    text = re.sub(r"(?<=\d)\s?\*\s?(?=\d+(?:[.,]\d+)?\s?(?:cm|mm|m|in)\b)", " x ", text)  # "33*20cm": by
    text = re.sub(r"(?<=\d)\s?°\s?(C|F)(?:elsius|ahrenheit)\b", r" °\1", text)  # "-150 °Celsius"
    if code == "es" and "°" in text:  # "el reintento número 8° (octavo)": an ordinal's mark typed as a degree's
        text = re.sub(r"\b((?i:número|núm\.|nro\.|el|la|del|al) )(\d{1,2})°(?=\s+\((?:primer|segund|tercer|cuart|quint"
                      r"|sext|s[eé]ptim|octav|noven|d[eé]cim)|\s+(?:lugar|puesto|piso|grado|curso|año|día)\b)",
                      r"\1\2º", text)
    if code in DEGREE_SIGN_AS_ORDINAL:  # "25.19º": a degree, where º marks no ordinal
        text = re.sub(r"(?<=\d)º", "°", text)
    elif re.search(r"\d\s?º", text):
        text = _degrees_or_ordinals(text)
    text = re.sub(r"(?<=\d)\s?deg\b\.?(?:\s?([CF])\b)?", lambda found: f" °{found[1] or ''}", text)  # "350 deg. F"
    text = re.sub(r"(?<=\d)\s?[°º]\s?(?=(?:Grad|degrees?|grados?|degrés?)\b)", " ", text)  # "37° Grad": said once
    # "10C-20C", "5km - 10km": a range with its unit written twice, said once
    text = re.sub(r"(?<![\w.,])(\d+(?:[.,]\d+)?)(\s?)(°?[^\W\d_]{1,3})\s?[-–]\s?(\d+(?:[.,]\d+)?)\2\3(?!\w)",
                  lambda found: f"{found[1]} {range_word(found, code)} {found[4]}{found[2]}{found[3]}"
                  if found[3] in UNITS[code] or (found[3] in ("C", "F") and _TEMPERATURE.search(text)) else found[0],
                  text)
    # "37.2 C", "-5.6 C": a temperature, a sign or tenths before a lone C or F
    text = re.sub(r"(?<![\w.,])([-−]\d{1,3}(?:[.,]\d)?|\d{1,3}[.,]\d)\s([CF])(?![\w'’.-]|\.\w)", r"\1\2", text)
    if _TEMPERATURE.search(text):  # "highs of 33C (91F)", "350 degrees F": a temperature without its sign
        text = re.sub(r"(?<![\w.,])(-?\d{1,3}(?:[.,]\d)?)\s?([CF])(?![\w'’-]|\.\w)", r"\1 °\2", text)
        text = re.sub(r"\b(degrees?|Grad|degrés?|grados?) ([CF])\b(\.(?=\s+[a-zäöüß]))?",  # "Grad C. braun": the
                      lambda found: f"{found[1]} {'Celsius' if found[2] == 'C' else 'Fahrenheit'}", text)  # C's stop
    text = re.sub(r"(\d\s?°[CF])\s?/\s?(?=\d+\s?°[CF])", r"\1, ", text)  # "180°C/160°C fan": one heat, two ovens
    if code == "en" and _OVEN.search(text):  # "160°C fan/gas 4", "(350ºF/Gas 4)": the gas oven's mark
        text = re.sub(r"(?:\b(?<=[Ff]an)|(?<=°[CF]))\s?/\s?(?=[Gg]as\b)", ", ", text)
        text = re.sub(r"\b([Gg]as)(?:\s[Mm]ark)?\s(?=\d{1,2}\b)", r"\1 mark ", text)
    if code in AMPERES and ELECTRIC.search(text):  # "a charging current of 4A", "5V/2A": amperes, where
        text = re.sub(r"(?<=\d)\s?V\s?/\s?(?=\d+(?:[.,]\d+)?\s?A\b)", " V, ", text)  # electricity is spoken of
        text = re.sub(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?A\b(?![\w'’-]|\.\w)", lambda found: _amperes(found, code),
                      text)
    text = _COORDINATE.sub(lambda found: _coordinate(found, code), text)
    if re.search(r"\d['’′]", text):  # "10' (3m)": feet, as the metres after them show
        text = re.sub(r"(?<![\w.,'‘’])(\d{1,3}(?:[.,]\d+)?)['’′](?=\s?\(\s?\d[\d.,]*\s?(?:m|cm|mm)\b)", r"\1 ft", text)
        if code == "fr":  # "à la 87'": a minute of the match ("90'+3": and the time added)
            text = re.sub(r"(?<=\b(?i:à) la )(\d{1,3})['’′](?:\+(\d{1,2}))?(?![\w'’′])",
                          lambda found: f"{found[1]}{'re' if found[1] == '1' else 'e'} minute"
                          + (f" plus {found[2]}" if found[2] else ""), text)
    if code == "en" and re.search(r"\d['’′]", text):  # "62′ x 111′": a size in feet, the unit said once
        text = re.sub(r"(?<![\w.,])(\d{1,4})['′]\s?([x×])\s?(\d{1,4})['′](?![\w′'])", r"\1 \2 \3 ft", text)
        text = re.sub(r"(?<![\w.,])(\d{1,2})['’](?=\s?\d{1,2}(?:\.\d)?\s?″)", r"\1′", text)  # "5’6″", "5'10\""
        text = re.sub(r"(?<![\w.,'‘’])(?:(?P<count>\d[\d,]*)\s)?(?P<feet>\d{1,3})['’′](?=\s+(?!(?:tall|long|wide|high"
                      r"|deep|thick|away|below|above|and|or|off|from|for|the)\b)[a-z]{3,})", _feet_before_noun, text)
    if code == "en" and "′" in text:  # "5′ 10″", "6′ tall": feet (an angle's minutes follow its degrees, above)
        text = re.sub(r"(?<![\w.,])(\d{1,2})′(?=\s?\d{1,2}(?:\.\d)?\s?″)", r"\1 ft ", text)
        text = re.sub(r"(?<![\w.,])(\d{1,2})′(?![\w′])", r"\1 ft", text)
    # "157.6/98.5 mm Hg", "150:90 mm Hg", "la tension … 14/9": a blood pressure, one value over the other
    text = re.sub(r"(?<=\d)\s?mm\s?Hg\b", " mmHg", text)
    pressure = r"(?=\s?mmHg\b)" if not _BLOOD_PRESSURE.search(text) else r"(?![\w/:]|[.,]\d)"
    text = re.sub(rf"(?<![\w.,/:])(\d{{1,3}}(?:[.,]\d)?)([/:])(\d{{1,3}}(?:[.,]\d)?){pressure}",
                  lambda found: f"{found[1]} {OVER[code]} {found[3]}" if _pressure(found) else found[0], text)
    if code == "fr":  # "1 cs de fleur d'oranger", "2 cc de sucre": spoons in a recipe ("125 cc", an engine, stays)
        text = re.sub(r"(?<=\d)(\s?)[cC]([sScC])(?=\s+d(?:e\s|['’]))", lambda found: f"{found[1]}C{found[2].upper()}",
                      text)
    if code == "fr":  # "21°3": vingt et un degrés trois (a temperature's tenths)
        text = re.sub(r"(?<![\w.,])(\d{1,3})°(\d)(?![\d′'])", r"\1 ° \2", text)
    if code == "fr" and "/" in text:  # "8h/12h - 13h30/17h45": two ranges of clock times, one after the other
        hour = r"(?:[01]?\d|2[0-3])\s?h(?:\s?[0-5]\d)?(?![^\W\d_])"
        text = re.sub(rf"(?<![\w.,/])({hour})/({hour})\s*(?:[-–]|à)\s*({hour})/({hour})(?![\w/])",
                      r"\1 à \2, \3 à \4", text)  # the dash between them, said "à" by the range step: a pause
        text = re.sub(rf"(?<![\w.,/])({hour})/({hour})(?![\w/])", r"\1 à \2", text)  # "10h - 12h / 14h": a pause
    if code in CAPITAL_H_TIME:  # "06H00", "22H49": a clock time, its h in capitals
        text = _CAPITAL_H_TIME.sub(lambda found: _capital_h_time(found, code), text)
    if code == "fr" and re.search(r"\d[Hh]\s?\d", text):  # "1h04 min": a duration
        text = re.sub(r"(?<![\w.,:])(\d{1,2})\s?h\s?([0-5]\d)\s?(?=min\b|mn\b)", r"\1 h \2 ", text)
    if code == "fr":  # "8 h 00", "19 h 0": an hour on the dot, its minutes not said
        text = re.sub(r"(?<![\w.,:])([01]?\d|2[0-3])(\s?)h\s?00?(?!\d|[,.]\d)", r"\1\2h", text)
    if code == "fr":  # "8h30-15h": a range of clock times, "de huit heures trente à quinze heures"
        text = re.sub(r"(?<![\w.,])([01]?\d|2[0-3])(\s?h(?:\s?[0-5]\d)?)\s?[-–]\s?"
                      r"(?=(?:[01]?\d|2[0-3])\s?h(?![^\W\d_]))", r"\1\2 à ", text)
    if re.search(r"\d\s?[^\W\d_]{1,3}/\(?[^\W\d_]{1,3}\s?[·⋅*]?\s?°?[^\W\d_]", text):
        text = _PER_PRODUCT.sub(lambda found: _per_product(found, code), text)
    # "72 735 m2", "kg/m3", "488 hm3": square and cubic written as plain digits
    text = re.sub(r"(?:(?<=\d)|(?<=\d\s)[^\W\d_]{1,2}/)?(?<=[\d/])(\s?(?:[kh]?m|[cdm]m))([23])\b",
                  lambda found: found[0][:-1] + "²³"[int(found[2]) - 2], text)
    text = _GLUED_WORD.sub(lambda found: _unglued(found, language), text)
    if code == "en":  # "7 ft 10 in": the inches of a height; "(about 0.47 in)": inches before a closing mark
        text = re.sub(r"(?<=\d)(\s?ft\.?\s\d{1,2}(?:\.\d+)?)\s?in\b(?!\.)", r"\1 in.", text)
        text = re.sub(r"(?<![\w.,])(\d+(?:\.\d+)?)\s?in(?=\s*[),;]|$)", r"\1 in.", text)
        text = re.sub(r"(?<![\w.,])(\d+(?:\.\d+)?)in(?=\s)",  # "a 5.5in display": written against its number
                      lambda found: f"{found[1]} {_inches(found)}", text)
    text = _ALTERNATIVE.sub(lambda found: _alternative(found, code), text)
    if code in ("de", "fr", "es"):  # "1,60 m": ein Meter sechzig, un mètre soixante (a height, a jump)
        text = _METRES_AND_CENTIMETRES.sub(lambda found: _metres_and_centimetres(found, code), text)
    if "=" in text and code in DIVIDED:  # "49/7 = 7", "1.680 lm/12 Watt = 140 lm/Watt": a division in a sum
        text = re.sub(r"(?<![\w.,/])(\d[\d.,]*(?:\s?[^\W\d_]{1,3})?)\s?/\s?"
                      r"(?=(\d[\d.,]*)(?:\s?[^\W\d_]+)?\)?\s?(?:[+×−-]\s?\d[\d.,]*\s?)*=\s?\d)",
                      lambda found: f"{found[1]} {DIVIDED[code]} " if _at_least(found[1], found[2]) else found[0], text)
    if ") / (" in text and code in DIVIDED:  # "(1,5 V) / (200 Ω)": one quantity divided by another, in brackets
        text = _brackets_divided(code).sub(rf"\1 {DIVIDED[code]} ", text)
    text = _scaled_unit_pattern(code).sub(lambda found: f"{found['scale']}{found['link']}"
                                          f"{UNITS[code][found['unit']][1]}", text)
    if "~" in text:  # "DC 5V~15V", "12V ~ 24V": a range of volts; "230V~ 50Hz", "100-240V ~ 50-60Hz": alternating
        # current, no "about"
        text = re.sub(r"(?<![\w.,])(\d[\d.,]*)\s?V\s?~\s?(?=\d[\d.,]*\s?V\b)", r"\1-", text)
        text = re.sub(r"(?<=\d)(\s?V)\s?~(\s?(?=\d))?", lambda found: f"{found[1]} {ALTERNATING[code]}"
                      + (", " if found[2] is not None else ""), text)
    if "/" in text:  # "615kg/pneu", "2 g/portion": a measure per a noun, said after "per" (not in a path, "runs/10m/x")
        text = re.sub(rf"(?<=\d)(\s?(?:{unit_symbols(code)}))/([^\W\d_][^\W\d_A-Z]{{2,}})(?![\w/-]|\.\w)",
                      lambda found: f"{found[1]} {PER[code]} {found[2]}" if found[2] not in UNITS[code]
                      and not re.search(r"/[\d.,]*$", found.string[:found.start()]) else found[0], text)
    if code == "de" and "-" in text:  # "ein 210Ω-Widerstand", "ein 5km-Lauf": the compound's parts all joined
        text = re.sub(rf"(?<![\w.,])(\d+(?:,\d+)?)({unit_symbols(code)})(?=-[A-ZÄÖÜ])", r"\1-\2", text)
    text = _unit_pattern(code).sub(lambda found: _unit(found, code), text)
    if "km" in text.lower():  # "au km 119,5", "bei km 12": a kilometre post, the unit's name before its number
        text = re.sub(r"(?<![\w.,/])(?:km|Km|KM|(kms|Kms))\.?\s(?=\d)", lambda found: UNITS[code]["km"][
            1 if found[1] or re.search(r"\b(?:los|les|aux|des|die)\s$", text[:found.start()]) else 0] + " ", text)
        # "los kms. 107,5 y 126,6": kilometre posts, the name in the plural
    # "88 g de CO2/km", "Einwohner/km²": a unit counted per, after a word; "40 €/m²/an", after a currency's sign
    text = re.sub(r"((?<![\w$€£¥])(?:US\$|[$€£¥])\s?\d[\d.,]*)(?=/[^\W\d_])", "\\1\x00", text)  # "$5/kg": as "5 $/kg"
    # "1,8490 €/l": a price per litre, the one-letter symbol after a currency's sign
    text = re.sub(r"(?:(?<=\d[€$£¥\x00])|(?<=\d\s[€$£¥]))/[lL](?![\w/])", f" {PER[code]} {UNITS[code]['l'][0]}"
                  if "l" in UNITS.get(code, {}) else "/l", text)
    text = re.sub(rf"(?:(?<=[^\W\d_])|(?<=[^\W\d_]\d)|(?<=\d[€$£¥\x00])|(?<=\d\s[€$£¥]))/({unit_symbols(code, 2)})"
                  rf"((?:/(?i:{'|'.join(PER_WORDS[code])}))*)(?![\w/°²³])",
                  lambda found: f" {PER[code]} {UNITS[code][found[1]][0]}"
                  + "".join(f" {PER[code]} {word}" for word in found[2].split("/")[1:])
                  if re.search("[a-zµ]", found[1]) or found.string[found.start() - 1] in "€$£¥\x00" else found[0],
                  text).replace("\x00", "")  # "0,03€/MB": after a currency's sign, a unit in capitals too
    if "/" in text:  # "190 milligrammes/décilitre": a unit per another, both written out
        names = unit_names(code)
        text = re.sub(rf"\b({names})\s?/\s?({names})\b", rf"\1 {PER[code]} \2", text)
        # "140 lm/Watt": a symbol per a unit written out
        text = re.sub(rf"(?<=\d)(\s?)({unit_symbols(code, 2)})/({names})\b",
                      lambda found: f" {UNITS[code][found[2]][1]} {PER[code]} {found[3]}", text)
    # "4,7 Zoll/11,9 Zentimeter": one measure in two units, as "155 kW/211 PS"
    text = re.sub(rf"(\d\s(?:{unit_names(code)}))/(?=\d[\d.,]*\s(?:{unit_names(code)})\b)", r"\1, ", text)
    # "Einwohner je km²", "habitantes por Km2": a unit after "per", in the singular
    text = re.sub(rf"\b({PER_BEFORE[code]})\s+[Kk](m)([23²³])\b", lambda found: f"{found[1]} k{found[2]}"
                  f"{'²³'[int(found[3]) - 2] if found[3] in '23' else found[3]}", text)
    text = re.sub(rf"\b({PER_BEFORE[code]})\s+({unit_symbols(code, 2)})(?![\w'’-])", lambda found: f"{found[1]} "
                  f"{UNITS[code][found[2]][0]}", text)
    # "le nombre de m²", "the price per m²" (said above): an area's or a volume's symbol alone, its name in the plural
    text = re.sub(r"(?<![\w.,/\d])(?<!\d\s)((?:k|c|d|m)?m[²³])(?![\w/])",
                  lambda found: UNITS[code][found[1]][1] if found[1] in UNITS[code] else found[0], text)
    # "2 g d'eau par g de café": a one-letter unit after "per", where what it measures follows
    return re.sub(rf"\b({PER_BEFORE[code]})\s+({unit_symbols(code)})(?=\s+(?:de|d['’]|of|von|des|del)\b)",
                  lambda found: f"{found[1]} {UNITS[code][found[2]][0]}", text)


_STRENGTH_CLASS = re.compile(r"(?<![\w/.-])(L?C)\s?([1-9]\d{0,2})/([1-9]\d{1,2})(?![\w/]|[.,]\d)")
"""A strength class of concrete ("C20/25", "LC 25/28"): its cylinder's and its cube's strength, the second a
quarter or so above the first, both said as written."""
_CONCRETE = re.compile(r"(?i:concrete|\bbeton|béton|hormig|Festigkeit|strength|resistencia|résistance|Estrich|screed"
                       r"|Zement|cement|ciment|cemento)")
"""Words of concrete, beside which "C20/25" is a strength class."""


_PER_PRODUCT = re.compile(r"(?<=\d)(?P<space>\s?)(?P<unit>[^\W\d_]{1,3})/(?P<open>\()?(?P<first>[^\W\d_]{1,3})"
                          r"\s?[·⋅*]?\s?(?P<second>°?[^\W\d_]{1,3})(?(open)\))(?![\w°²³/])")
"""A unit per a product of two ("J/(g·°C)", "J/g°C", "W/m·K"): per each, as it is said."""


def _per_product(found: re.Match[str], code: str) -> str:
    """"4.18 J/g°C": joules per gram per degree Celsius (the first unit left to the unit step, by its number)."""
    units = UNITS[code]
    first, second = (found[name].replace("K", "\u212a") if found[name] == "K" else found[name]
                     for name in ("first", "second"))
    if found["unit"] not in units or first not in units or second not in units \
            or found["first"] + found["second"] in units:  # "g/mL": per one unit, millilitres
        return found[0]
    return f"{found['space']}{found['unit']} {PER[code]} {units[first][0]} {PER[code]} {units[second][0]}"


_METRES_AND_CENTIMETRES = re.compile(r"(?<![\w.,])([1-9]\d?),([1-9]\d)\s?m\b(?![²³/\w])")


def _metres_and_centimetres(found: re.Match[str], code: str) -> str:
    """A length of metres with two decimals, as it is said: the metres by name, then the centimetres."""
    from num2words import num2words

    metres = int(found[1])
    singular, plural = UNITS[code]["m"]
    count = ONE[code] if metres == 1 else str(num2words(metres, lang=code))
    return f"{count} {singular if metres == 1 else plural} {num2words(int(found[2]), lang=code)}"


SCALES = {"en": r"thousand|million|billion|trillion", "de": r"Tausend|Millionen|Million|Milliarden|Milliarde",
          "fr": r"mille|millions?|milliards?", "es": r"mil millones|mil|millones|millón|billones|billón"}
"""Words of a scale between a number and its unit ("1.5 million km", "1,5 millones de km"): the unit in the plural."""
SCALE_LINKS = {"fr": r"de\s+|d['’]", "es": r"de\s+"}


@cache
def _scaled_unit_pattern(code: str) -> re.Pattern[str]:
    link = SCALE_LINKS.get(code, "(?!)")
    return re.compile(rf"(?<=\d\s)(?P<scale>{SCALES[code]})(?P<link>\s+(?:{link})?)(?P<unit>{unit_symbols(code)})"
                      rf"(?![/°²³])")


ALTERNATIVES = (frozenset({"kW", "PS", "hp", "bhp", "CV", "ch", "W"}),
                frozenset({"km", "mi", "m", "ft", "yd", "cm", "mm", "in", "″"}),
                frozenset({"kg", "lb", "lbs", "g", "oz"}), frozenset({"Nm", "lb-ft"}), frozenset({"l", "L", "gal"}),
                frozenset({"kJ", "kcal", "J", "cal", "MJ", "kWh", "Kj", "KJ"}),
                frozenset({"KB", "MB", "GB", "TB", "Ko", "Mo", "Go", "To"}))
"""Units of one quantity: "155 kW/211 PS" gives the same power twice, "(8400kJ/2000kcal)" the same energy, "5 l/100
km" is a rate."""
_ALTERNATIVE = re.compile(
    r"(?<=\d)(?P<first>\s?(?:[^\W\d_]{1,4}|″))/(?=\d+(?:[.,]\d+)?\s?(?P<second>[^\W\d_]{1,4}|″)(?!\w))")


def _alternative(found: re.Match[str], code: str) -> str:
    first, second = found["first"].strip(), found["second"]
    same = any(first in units and second in units and first != second for units in ALTERNATIVES)
    return f"{found['first']}, " if same else found[0]


def _pressure(found: re.Match[str]) -> bool:
    """Whether two values are a blood pressure's: in millimetres (``150:90``), or in centimetres of mercury as
    France writes them (``14/9``, a slash only: "11:05" stays a time)."""
    high, low = (float(found[index].replace(",", ".")) for index in (1, 3))
    return high > low and ((high >= 70 and low >= 40) or (found[2] == "/" and high <= 25))


_BLOOD_PRESSURE = re.compile(r"(?i:blood pressure|Blutdruck|presión arterial|tensión arterial|hipertensi|tension"
                             r"|\bHTA\b|pression artérielle|hypertension|systoli|diastoli|systolisch|diastolisch)")
"""Words of a blood pressure: two values with a slash or a colon there are one over the other ("14/9", "150:90")."""
SKY = re.compile(r"(?i:magnitude|\bmag\b|telescop|planet|\bcomet|\borbit|opposition|arcsec|j[uú]piter|saturn"
                 r"|neptune|uranus|nebula|galax|Sternwarte|Fernrohr|Teleskop|Komet|Helligkeit|comète|planète|cometa"
                 r"|Sternbild|constellat|constelaci|V[eé]nus)")
"""Words of the sky: a lone ″ or ′ there is an arc's second or minute, not an inch or a foot."""
PHOTOGRAPHY = re.compile(r"(?i:shutter|exposure|aperture|\blens|obturaci|exposici|vitesse|focale|objectif|Belichtung"
                         r"|Verschluss|Blende|Brennweite|fotografier|photograph|\bISO\b)")
"""Words of photography: "1/125" there is a shutter's speed, "f8" an aperture."""
_TEMPERATURE = re.compile(r"°|(?i:temperat|températ|degree|\bgrad\b|degré|celsius|fahrenheit|\bhighs?\b|\blows?\b|heat"
                          r"|warm|cold|weather|oven|bake|hitze|wetter|chaleur|calor|frío|froid|kalt|fever|fièvre|fieber|fiebre"
                          r"|\bhorn[oe]|\bfour\b|\bofen\b|backen|cuire|cuisson)")
"""Words that say a number before C or F is a temperature."""
def _amperes(found: re.Match[str], code: str) -> str:
    """"4A": four amps; "a 10 A fuse": a ten-amp fuse, before the noun it describes; "Figure 4A", "Room 4A": a label."""
    if labels_a_code(found.string[:found.start()]):
        return found[0]
    one = found[1] in ("1", "1.0", "1,0")
    before_noun = measure_before_noun(found.string[:found.start()], found.string[found.end():], code)
    return f"{found[1]} {AMPERES[code][not one and not before_noun]}"


ELECTRIC = re.compile(r"(?i:\bcurrent|charg|\bamps?\b|fuse|batter|\d\s?[VW]\b|\bvolt|adapter|\bUSB\b|Strom|Lade|Akku"
                       r"|Sicherung|courant|chargeur|fusible|corriente|cargador|fusible|disjoncteur|intensité"
                       r"|ampérage|\d\s?kW\b|(?-i:\d\s?[mµ]A\b)|\d\s?[kM]?Ω|Widerstand|résistance|resistencia|resistor)")
"""Words that say a number before A is a current ("charging current is 4A", "20mA =0,02A", "200 Ω"), not a form or a
room ("Form 4A")."""
AMPERES = {"en": ("amp", "amps"), "de": ("Ampere", "Ampere"), "fr": ("ampère", "ampères"),
           "es": ("amperio", "amperios")}
ONE_OR_LESS = r"[1-9]/[1-9]|[½¼¾⅓⅔]|1"
"""An amount of one or a part of one, written as a digit or a fraction: what counts in the singular."""
_SPEED = re.compile(r"(?i:\bwinds?\b|\bgusts?|speed|\bsail|aircraft|runway|airspeed|\bknots?\b|vitesse|\bvent|rafale"
                    r"|\bavion|nœuds?|Geschwindigkeit|\bWind|Böe|Flugzeug|Knoten|velocidad|viento|ráfaga|avión|nudos?)")
_OVEN = re.compile(r"(?i:\bhorn[oe]|gratin|\bfour\b|Backofen|\bOfen\b|\boven\b|\bbake|\bbacken|\bcuire|\bcuisson)")
"""Words of a kitchen: "Al horno a 180º" is a temperature, though Spanish writes its ordinals with º."""
_COORDINATE = re.compile(
    r"(?<![\w.,])(?P<d>\d{1,3}(?:[.,]\d+)?)\s?[°º]\s?(?P<m>\d{1,2}(?:[.,]\d+)?)\s?[′'](?!')\s?"
    r"(?:(?P<s>\d{1,2}(?:[.,]\d+)?)\s?(?:″|''|\"|′′)\s?)?"
    r"(?P<side>[NSEWO](?!\w|\.\w)|n\.\s?Br\.|s\.\s?Br\.|ö\.\s?L\.|w\.\s?L\.|(?:nord|sud|est|ouest|norte|sur|este|oeste"
    r"|Nord|Süd|Ost|West|north|south|east|west)\b)?")
SIDES = {
    "en": {"N": "north", "S": "south", "E": "east", "W": "west"},
    "de": {"N": "Nord", "S": "Süd", "E": "Ost", "O": "Ost", "W": "West", "n.Br.": "nördlicher Breite",
           "s.Br.": "südlicher Breite", "ö.L.": "östlicher Länge", "w.L.": "westlicher Länge"},
    "fr": {"N": "nord", "S": "sud", "E": "est", "O": "ouest", "W": "ouest"},
    "es": {"N": "norte", "S": "sur", "E": "este", "O": "oeste", "W": "oeste"},
}
"""A coordinate's side of the equator or meridian, written as a letter or an abbreviation."""


RUNWAYS = {
    "en": (r"(?i:runways?|rwy)\b", {"L": "left", "R": "right", "C": "center"}),
    "de": (r"(?:Lande|Start)?(?:[Bb]ahn|Piste)\w*", {"L": "links", "R": "rechts", "C": "Mitte"}),
    "fr": (r"(?i:pistes?)\b", {"L": "gauche", "R": "droite", "C": "centre"}),
    "es": (r"(?i:pistas?)\b", {"L": "izquierda", "R": "derecha", "C": "central"}),
}
"""A runway's word, and its letters of the parallel runways that share a heading ("36L": thirty-six left)."""


def speak_runways(text: str, code: str) -> str:
    """``runways 36L and 36R``: a runway's heading and its side, where a runway is spoken of."""
    word, sides = RUNWAYS[code]
    if not re.search(word, text):
        return text
    return re.sub(r"(?<![\w.,])(0?[1-9]|[12]\d|3[0-6])([LRC])\b", lambda found: f"{found[1]} {sides[found[2]]}", text)


def _coordinate(found: re.Match[str], code: str) -> str:
    """"51°31′02″N": degrees, minutes, seconds and the side, with the units' names the unit step says."""
    second = SECOND.get(code, "s")
    parts = [f"{found['d']} °", f"{found['m'].lstrip('0') or '0'} min"]
    if found["s"]:
        parts.append(f"{found['s'].lstrip('0') or '0'} {second}")
    side = found["side"] or ""
    if side:
        parts.append(SIDES.get(code, {}).get(side.replace(" ", ""), side))
    return " ".join(parts) + (" " if found[0].endswith(" ") else "")


_GLUED_WORD = re.compile(r"(?<![\w.,])(\d+)(?!(?:i?[èe]mes?|ndes|ères)\b)([^\W\d_]{4,})\b")
"""A number written against a word ("6heures"); not an ordinal's ending ("2èmes")."""


def _unglued(found: re.Match[str], language: str) -> str:
    """"6heures", "7años": a number written against the word it counts, parted from it; not in German, where a
    word in lower case against a number is one compound with it ("2jährige", "10fach": zweijährige, zehnfach)."""
    from audioguide.text.languages import common_word

    if primary(language) == "de" and found[2][0].islower():
        return found[0]
    word, code = found[2], primary(language)
    if code in UNITS and re.fullmatch(unit_names(code), re.sub(r"(?<=[ei])tre(s?)$", r"ter\1", word)):
        return f"{found[1]} {word}"  # "20metres", "5litres": a unit's name, spelled as Britain spells it too
    return f"{found[1]} {word}" if common_word(word, language) else found[0]


@cache
def unit_names(code: str) -> str:
    """The language's units' names, singular and plural, as one alternative of a pattern."""
    names = {name for pair in UNITS[code].values() for name in pair if re.fullmatch(r"[^\W\d_]+", name)}
    return "|".join(sorted(names, key=len, reverse=True))


@cache
def unit_symbols(code: str, shortest: int = 1) -> str:
    """The language's unit symbols of ``shortest`` characters or more, as one alternative of a pattern, whole words."""
    symbols = sorted((symbol for symbol in UNITS.get(code, {}) if len(symbol) >= shortest), key=len, reverse=True)
    return "|".join(rf"{re.escape(symbol)}(?!\w)" for symbol in symbols)


def _inch_marks(text: str) -> str:
    """``1-3" of snow``, ``a 12" pizza``, ``9” x 13”``: a double quote after a number, where it closes no
    quotation (a straight one opened before, a curly one opened with “), is the inch mark (″)."""
    marks, quoting, curly = [], False, False
    for index, character in enumerate(text):
        if character in '"”':
            opened = quoting if character == '"' else curly
            glued = character == "”" and text[index + 1:index + 2].isupper() and not text[index - 4:index].isdigit()
            # "my 8”LX200R": a size before a model (no year: "1999”Believe”")
            after = text[index + 1:index + 2]
            if not opened and index and text[index - 1].isdigit() and (glued or not after.isalnum()):
                marks.append("″ " if glued else "″")
                continue
            if character == '"':
                quoting = not quoting
            else:
                curly = False
        elif character == "“":
            curly = True
        marks.append(character)
    return "".join(marks)


@cache
def _unit_pattern(code: str) -> re.Pattern[str]:
    """A number as the language writes it (grouped thousands, a decimal part), then a unit's symbol; not the
    "W." of an address ("150 W. 17th St."). A full stop after the symbol, before the sentence goes on (a word or an
    aside in lower case: "98 m. (incluida la veleta)"), is the abbreviation's: taken with it. A number glued after a
    bar, a per cent sign or a hash, or a symbol glued before a hash, is code's ("0|1 ch# numéro du canal", "%2F")."""
    symbols = "|".join(re.escape(symbol) + (f"(?!{VERB_AFTER[code][symbol]})" if symbol in VERB_AFTER.get(code, {})
                                            else "") for symbol in sorted(UNITS[code], key=len, reverse=True))
    decimal = r"\." if code == "en" else r"(?:,|\.(?=\d{1,2}(?!\d)))"  # "8.25 cm", as Latin America writes it
    group = {"en": ",", "fr": "[\u00a0\u202f .]", "de": "\\.", "es": "\\."}[code]
    lakhs = r"\d{1,2}(?:,\d\d)+,\d{3}(?!\d)|" if code == "en" else ""  # "1,32,090 sq km": India's grouping
    return re.compile(rf"(?<![\w.,:|%#])(?P<sign>[-−+±]\s?)?"
                      rf"(?P<number>{lakhs}\d{{1,3}}(?:{group}\d{{3}})+(?!\d)(?:{decimal}\d+)?"
                      rf"|\d+(?:{decimal}\d+)?)(?P<vulgar>[½¼¾⅓⅔⅛])?(?P<plus>\+(?=\s))?(?P<joint>[\s\u00a0\u202f]|-(?=[^\W\d_]))?(?P<unit>{symbols})"
                      rf"(?P<per>(?:/(?:\d+(?:[.,]\d+)?\s?)?(?:{symbols}|(?i:{'|'.join(PER_WORDS[code])})(?:e?s|e?n)?)(?![\w²³]))*)"
                      rf"(?:(?<!\.)\.(?=\s+\(?[a-zàâçéèêëîïôûùüÿñäöß]|\)))?(?![\w/°²³#]|['’]\w|\.\s+\d)")


_ENERGY = re.compile(r"(?i:kcal|calor|energ|brennwert|nährwert|nutri|joule|julio)")
"""Words of energy, beside which "Kj" or "KJ" after a number is the kilojoule's symbol typed with the wrong capitals
("1046 Kj. / 250 kcal"); elsewhere they are a name's letters ("5 KJ events")."""


def _of_the_sky(text: str) -> bool:
    """Whether ``text`` speaks of the sky in other words than "mag" itself."""
    return any(word[0].lower() != "mag" for word in SKY.finditer(text)) or _STARS.search(text) is not None


_STARS = re.compile(r"(?i:\bstars?\b|\bSterne?\b|\bétoiles?\b|\bestrellas?\b)")
"""Stars, whose brightness a magnitude is ("a star of 6 mag"); a monitor may show them too, so no arc is meant."""


_PEOPLE_EN = r"(?:guys?|gals?|girls?|boys?|dudes?|pals?|blokes?|lads?|friends?|men|women|kids)"
_PEOPLE_AFTER_EN = re.compile(rf"\s*(?:and|or|&)\s+(?:\d+\s+)?{_PEOPLE_EN}\b")
_PEOPLE_BEFORE_EN = re.compile(rf"\b{_PEOPLE_EN}\s*(?:,|and|or|&)\s+$")
"""People counted beside "1 gal" ("1 gal and 2 guys", "3 guys and 1 gal"): the woman, not a gallon."""


_NUMBERED_PROVISION = re.compile(r"(?:§§?|\b(?:Art|Nr|No|Abs|Ziff|Rn|Rdnr|Anm|art|n[º°o])\."
                                 r"|\b(?:Artikel|Article|Artículo|Paragraf(?:en)?|Paragraph(?:en)?|Nummer|Section|section))\s?$")
"""The word or sign before a provision's number, whose letter after it ("§ 312g") is the provision's."""


def _unit(found: re.Match[str], code: str) -> str:
    number = found["number"]
    decimal = "." if code == "en" or re.search(r"\.\d{1,2}$", number) else ","
    whole, _, fraction = re.sub(r"[^\d.,]", "", number).partition(decimal)
    value = float(re.sub(r"\D", "", whole) + (f".{fraction}" if fraction else ""))
    if code == "en" and found["unit"] == "t" and not _tonnes_en(found):
        return found[0]  # "5t" in a sum, "size 4t": no tonnes
    if found["unit"] == "mag" and not _of_the_sky(found.string):
        return found[0]  # "die 3 mag ich": a verb, where no star is spoken of
    if found["unit"] == "Ah" and not ELECTRIC.search(found.string):
        return found[0]  # "act 1 Ah, Wilderness!": an exclamation, where no battery is spoken of
    if code == "en" and found["unit"] == "gal" and (_PEOPLE_AFTER_EN.match(found.string, found.end())
                                                   or _PEOPLE_BEFORE_EN.search(found.string, 0, found.start())):
        return found[0]  # "1 gal and 2 guys": a woman, counted beside other people
    if found["unit"] == "N" and (not _FORCE.search(found.string)
                                 or re.match(r"\s+[A-Z][a-z]|,?\s*\d+(?:[.,]\d+)?\s?[EWO]\b",
                                             found.string[found.end():])):
        return found[0]  # "150 N Main St", "40 N, 74 W": north, where no force is spoken of
    if code == "en" and found["unit"] in ("HP", "hp") and not _ENGINE.search(found.string):
        return found[0]  # "restores 50 hp", "3 HP laptops": hit points, a maker
    preceding = found.string[:found.start()]
    if not found["joint"] and len(found["unit"]) == 1 and _NUMBERED_PROVISION.search(preceding):
        return found[0]  # "§ 312g BGB", "Art. 5a", "Nr. 3b": a provision's letter, no gram or metre
    if code == "fr" and found["unit"] == "H" and (not re.search(r"\b(?:à|vers|dès|jusqu'à|avant|après)\s$", preceding)
                                                  or re.search(r"(?i:élèves|classes?|degrés?|années?)\b", preceding)):
        return found[0]  # "les élèves de 8H" (a school year), "4 H" (hydrogen): an hour only after à, vers
    singular, plural = UNITS[code]["ct" if found["unit"] == "cts" and _GEMS.search(found.string) else found["unit"]]
    few = value < PLURAL_FROM[code] if code in PLURAL_FROM else value == 1
    name = singular if few and not found["plus"] and not found["vulgar"] else plural  # "1+ km", "2½ oz": more than one
    if measure_before_noun(found.string[:found.start()], found.string[found.end():], code, found["unit"]):
        name = singular
    fraction_of = re.search(r"(?<![\d.,])(?<!\d[ -])(\d+)/$", found.string[:found.start()])  # not "1-1/2\""
    part_of = int(fraction_of[1]) if fraction_of else 0  # "(1/2 tsp)": half a teaspoon, not teaspoons
    if part_of and part_of < value <= 100 and not 10 <= part_of < value <= 2 * part_of:  # "90/100 km/h": either
        name = singular
    sign = found["sign"] or ""
    feminine = found["unit"] in FEMININE_UNITS.get(code, ())
    said = (ONE_FEMININE if feminine else ONE)[code] if number == "1" and not sign and not found["vulgar"] else \
        number + (found["vulgar"] or "")
    if feminine and code in ("fr", "es") and number.isdigit() and int(number) % 10 == 1 and int(number) % 100 != 11:
        from num2words import num2words

        words = str(num2words(int(number), lang=code))  # "vingt et une heures", "veintiuna horas"
        said = words + "e" if words.endswith("un") else words[:-1] + "a" if words.endswith("uno") else words
    elif feminine and code == "es" and value == int(value) and value >= 200 and not sign:
        from num2words import num2words

        said = feminine_count(str(num2words(int(value), lang="es")))  # "2.500 rpm": dos mil quinientas
    before = found.string[:found.start()].split()
    if said in ("ein", "eine") and before and before[-1].lower() in DATIVE_PREPOSITIONS_DE:
        said = "einer" if said == "eine" else "einem"  # "nach einer Stunde", "mit einem Kilogramm"
    if (code == "de" and name == plural and not few and " " not in name and name.endswith(("er", "el", "e"))
            and not name.endswith("ampere") and before
            and before[-1].lower() in DATIVE_PLURAL_DE and not re.match(r"\s+[A-ZÄÖÜ]", found.string[found.end():])):
        name += "n"  # "nach 5 km": nach fünf Kilometern (a noun after it may keep it: "mit 5 Liter Wasser")
    parts = found["per"].split("/")[1:]
    if found["unit"] in TIME_UNITS and any(part[:1].isdigit() for part in parts):
        return found[0]  # "45min/1h": one time or another, no rate
    per = "".join(f" {PER[code]} {_per(part, code)}" for part in parts)
    if found["joint"] == "-":  # "a 7,650-ft cable": the unit as an adjective, in the singular (German counts it:
        return f"{_sign(sign, code)}{said}-{name if code == 'de' else singular}{per}"  # "15-Minuten-Takt")
    # "6,500 sq. ft." ending the sentence: the symbol's full stop is the sentence's too
    stop = sentence_stop(found)
    return f"{_sign(sign, code)}{said}{found['plus'] or ''} {name}{per}{stop}"  # "50+ mph": fifty plus miles per hour


UNITS_AFTER_ARTICLES = {
    "fr": (r"le|du|au|par|un|ce", r"kWh|MWh|GWh|TWh"),
    "es": (r"el|del|al|por|un|cada", r"kWh|MWh|GWh|TWh"),
}
"""A unit of energy named with an article and no number ("le kWh au tarif réglementé"): its singular name."""
_RATE_ALONE = re.compile(r"(?<![\w/.,])(?<!\d\s)(g|kg|mg|µg|km|cm|mm|l|L|ml|mL|J|kJ|kcal|kWh|mol|mmol|N|kN)/"
                         r"(s|h|min|L|l|ml|mL|dL|dl|m²|m³|cm²|cm³|mm²|kg|g|km|mol)(?![\w/²³])")
"""A unit per another where no number stands before them, one of each kind that only a unit is: mass, length or
energy per time, volume, area or mass ("in g/cm³", "(mg/dL)"); "N/A" or "w/o" is none."""
_SPELLED_COUNT_UNITS = ("km|kg|cm|mm|mg|ml|mL|cl|dl|km²|m²|m³|km/h|mph|kWh|kW|MW|GB|MB|Hz|kHz|MHz|GHz|°C|°F"
                        "|hPa|kPa|lbs|oz|kcal|mAh")
"""Symbols that are units wherever a count stands before them, in figures or in words ("cien mil km"); not "ha"
(Spanish's verb: "cada uno ha hecho") nor "TB" (a disease: "one TB case")."""
SCALE_WORDS = {"en": ("hundred", "thousand", "million", "millions", "billion", "dozen"),
               "es": ("cien", "cientos", "mil", "millón", "millones"), "fr": ("cent", "cents", "mille", "million",
                                                                               "millions", "milliard", "milliards"),
               "de": ("hundert", "tausend", "Million", "Millionen", "Milliarde", "Milliarden")}


@cache
def _number_words(code: str) -> frozenset[str]:
    """The words of the counts up to a hundred and of the scales, as the language writes them."""
    from num2words import num2words

    words = {str(num2words(count, lang=code)) for count in range(1, 100)}
    return frozenset(words | {word.split()[-1] for word in words} | set(SCALE_WORDS[code]) | {ONE[code],
                                                                                              ONE_FEMININE[code]})


def _after_number_words(text: str, code: str) -> str:
    """A unit's symbol after a count written in words is its name, as after figures: "cien mil km" →
    "cien mil kilómetros", "one km" → "one kilometer"."""
    words = _number_words(code)

    def named(found: re.Match[str]) -> str:
        word = found[1].lower()
        if word not in words and not (code == "de" and any(word.endswith(part) for part in words if len(part) > 3)):
            return found[0]
        singular, plural = UNITS[code][found[2]]
        alone = not re.search(r"\b(?:et|y|und|and|-)\s?$", found.string[:found.start()])  # "vingt et un kg"
        return f"{found[1]} {singular if alone and word in (ONE[code], ONE_FEMININE[code], 'uno') else plural}"

    return re.sub(rf"\b([^\W\d_]+)\s({_SPELLED_COUNT_UNITS})(?![\w/²³])", named, text)


def sentence_stop(found: re.Match[str]) -> str:
    """The full stop of an abbreviation ``found`` ends with where it ends the sentence too ("6,500 sq. ft." last,
    "2:15 Std. Dann"): kept when the abbreviation is said in full."""
    return "." if found[0].endswith(".") and re.match(r"\s*$|\s+[A-ZÀ-Ý]", found.string[found.end():]) else ""


def feminine_count(words: str) -> str:
    """A Spanish count's words before a feminine noun: "uno" → "una", "-cientos" → "-cientas", where they
    count the noun (not "millones", which is the noun of what comes before it)."""
    head, scale, tail = words.rpartition(" millones ") if " millones " in words else ("", "", words)
    if not scale and " millón " in words:
        head, scale, tail = words.rpartition(" millón ")
    tail = re.sub(r"ientos\b", "ientas", tail)
    tail = re.sub(r"uno\b", "una", tail)
    return head + scale + tail


_WEIGHED_EN = re.compile(r"\s(?:lorry|lorries|truck|trucks|van|crane|cranes|trailer|excavator|digger|vehicle|vehicles|"
                         r"HGV|payload|load|limit|capacity|boat|of)\b")
"""After "18t": what weighs so many tonnes, or what they are of."""


_FORCE = re.compile(r"(?i:forces?\b|newton|\bload|tension|strength|torque|thrust|\bpull|\bpush|friction|spring|tensile"
                    r"|compressi|weight|kraft\b|kräfte|\bLast\b|Festigkeit|fuerza|resistencia|carga|résistance|charge|poussée"
                    r"|\bN/mm|\bkN\b)")
"""Words of force, beside which "N" after a number is the newton ("a force of 10 N"); elsewhere north."""


_GEMS = re.compile(r"(?i:diamant|bague|bijou|joaill|saphir|rubis|émeraude|solitaire|brillant|pierre|gemm|carat)")
"""Words of jewels, beside which a French "cts" is carats ("un diamant de 2 cts"); elsewhere centimes."""


_ENGINE = re.compile(r"(?i:\b(?:engines?|motors?|cars?|pumps?|boats?|tractors?|mowers?|horsepower|rpm|torque|cc|kW"
                     r"|turbo\w*|petrol|diesel|vehicles?|outboard|generators?)\b)")
"""Words of a sentence where "HP" is horsepower, not hit points or a maker."""


def _tonnes_en(found: re.Match[str]) -> bool:
    """Whether "t" after a number is tonnes in English: written apart from it, against it before what weighs so
    much ("an 18t lorry") or before the unit it is counted per ("10t/ha"); never in a sum ("x = 5t")."""
    if re.search(r"[=+×*/^]\s*[\w.]*$", found.string[max(0, found.start() - 12):found.start()]):
        return False
    return found["joint"] == " " or bool(found["per"]) or _WEIGHED_EN.match(found.string, found.end()) is not None


def _inches(found: re.Match[str]) -> str:
    """The inch's name after its number written against it: "a 1in gap", "a 1/4in drill" (a fraction's part),
    "a 5.5in display" (describing the noun after it) in the singular."""
    before = found.string[:found.start()]
    if found[1] == "1" or re.search(r"(?<![.,\d])[1-9]/$", before) or measure_before_noun(
            before, found.string[found.end():], "en"):
        return "inch"
    return "inches"


_DIMENSIONS_EN = frozenset({"thick", "long", "wide", "deep", "high", "tall", "old"})
_NO_NOUN_EN = frozenset({"enough", "elsewhere", "beneath", "beside", "besides", "underneath", "overall", "apart",
                         "throughout", "below", "above", "inside", "outside"})


_VERBS_EN = frozenset({"covers", "feeds", "serves", "fills", "yields", "produces", "provides", "suffices"})
"""Verbs after an amount that is the subject ("5L covers 30m²"), but nouns a measure describes after an article
("the 10mm covers")."""


_DETERMINER_BEFORE = r"\b(?i:a|an|the|this|that|each|every|my|our|your|his|her|its|their)\s+$"
RATINGS = frozenset({"Ω", "kΩ", "MΩ", "V", "kV", "mV", "W", "kW", "mW", "Hz", "kHz", "MHz", "GHz", "pF", "nF", "µF",
                     "mF", "mAh", "Ah"})
"""Units that rate a part rather than measure an amount of it: before a noun they describe it, even after a verb
of amounts ("use 4.7 kΩ resistors", "add 10 µF capacitors"; "add 2 tbsp sugar" is an amount)."""


def measure_before_noun(before: str, rest: str, code: str, unit: str | None = None) -> bool:
    """Whether a measure stands before a noun it describes, as an adjective (:data:`NO_NOUN_AFTER`); ``unit``, the
    measure's, tells a second size after "and" from an amount."""
    if code == "en" and re.match(r"-[a-z]|\s+[A-Z]{2,}\d{2,}[A-Z]*\b", rest):
        return True  # "a 13MP-selfie camera": a measure joined to the words it describes; "8″ LX200R", a model
    word = re.match(r"\s+([a-z]+)\b(?!['’])", rest)
    if code not in NO_NOUN_AFTER or not word or re.search(rf"(?:\bof|\d\s?(?:{unit_symbols(code)}|[a-z]+s))\s+$",
                                                             before):
        return False
    said = word[1]
    if code == "en" and said in _DIMENSIONS_EN:  # "8 mm thick flooring", "a 10 ft long cable": one adjective with
        noun = re.match(r"\s+[a-z]+\s+([a-z]+)\b(?!['’])", rest)  # the noun after it; "8 mm thick.", "is 3 m long
        copula = re.search(r"\b(?:is|are|was|were|be|been|being|remains?|measures?|stands?|becomes?)\s+$", before)
        return (noun is not None and not copula and noun[1] not in NO_NOUN_AFTER[code] and noun[1] not in _NO_NOUN_EN
                and not re.search(r"(?:ly|ed)$", noun[1]))  # beneath", "5 m deep elsewhere": its plural
    if code == "en" and said in _VERBS_EN and not re.search(_DETERMINER_BEFORE, before):
        return False
    if said in NO_NOUN_AFTER[code] or re.match(r"\s+[a-z]+-(?:on|over|to)-[a-z]+\b", rest):
        return False  # "rising by £2,500 year-on-year": how, not what
    if code == "en" and said.endswith("ing") and not re.search(_DETERMINER_BEFORE, before) \
            and re.match(r"\s+[a-z]+ing(?:\s+(?:to|from|and|or|then|at|by|in|over|through|later)\b|\s*[,.;:)]|\s*$)",
                         rest):
        return False  # "15 mph increasing to 22 mph", "seas 2 to 4 ft building.": what it does ("a 9 ft ceiling",
        # "3 mm backing board": a noun)
    # after an article it describes what follows ("a $300K wooded lot"); else "-ly", "-ed" are no nouns
    if re.search(_DETERMINER_BEFORE, before):
        return True
    amount_verb = (r"(?i:add|adding|use|using|mix|stir|whisk|combine|measure|melt|pour|sift|beat|fold|sprinkle|plus"
                   r"|with|and|or)")
    if code == "en" and before and unit not in RATINGS and re.fullmatch(amount_verb, before.split()[-1]):
        return _second_before_noun(before, said, code, unit)  # "Add 2 tbsp sugar", "with 2 oz butter": an amount
    # "gusts up to 35 mph possible": an adjective after the measure, no noun it describes
    return not (said.endswith("ly") or re.search(r"[^e]ed$", said)
                or (code == "en" and re.search(r"(?:ible|ous|ful|less)$", said)))


def _second_before_noun(before: str, noun: str, code: str, unit: str | None) -> bool:
    """Whether a measure after "and"/"or" describes a noun as the first of the pair did, after an article: "a 40cm
    face or 80cm target" (an alternative), "a 5 kg bag and 10 kg sack" (in the same unit), "a 122cm target at 70
    meters or 80cm target" (the same noun, further on); not an amount after "and" ("a 23 cm tin and 250 g flour")."""
    if unit and re.search(rf"\b(?i:a|an|the)\s+\d[\d.,]*\s?{re.escape(unit)}\s+[a-z]+\s+and\s+$", before):
        return True
    for first in _first_measure(code).finditer(before):
        rest = before[first.end():]
        if re.fullmatch(r"\s+or\s+", rest) or (first["noun"] == noun and _GOES_ON_TO_PAIR.fullmatch(rest)):
            return True
    return False


@cache
def _first_measure(code: str) -> re.Pattern[str]:
    """A measure after an article and the word it describes ("a 40cm face")."""
    return re.compile(rf"\b(?i:a|an|the)\s+\d[\d.,]*\s?(?:{unit_symbols(code)})\s+(?P<noun>[a-z]+)\b")


_GOES_ON_TO_PAIR = re.compile(r"[^.;:!?]*\s(?:and|or)\s+")


TIME_UNITS = frozenset({"min", "h", "s", "sec", "secs", "ms", "hr", "hrs", "Min.", "Min", "Std.", "Sek.", "mn", "hs",
                        "hs.", "seg"})


def _per(part: str, code: str) -> str:
    """"kg" → "kilogram", "day" → "day", "24 h" → "24 hours": what a quantity is counted per."""
    count, unit = re.fullmatch(r"(\d+(?:[.,]\d+)?)?\s?(.+)", part).groups()  # type: ignore[union-attr]
    if unit not in UNITS[code]:
        return f"{count} {unit}" if count else unit
    singular, plural = UNITS[code][unit]
    return f"{count} {plural if count != '1' else singular}" if count else singular


SIGNS = {"en": ("minus", "plus"), "de": ("minus", "plus"), "fr": ("moins", "plus"), "es": ("menos", "más")}
POWER_OF_TEN = {"en": "to the", "de": "hoch", "fr": "puissance", "es": "elevado a"}
"""Between ten and its exponent, its sign after (:data:`SIGNS`): "10⁻³" is "ten to the minus three", "zehn hoch
minus drei"."""
PLUS_MINUS = {"en": "plus or minus", "de": "plus minus", "fr": "plus ou moins", "es": "más o menos"}


def _sign(sign: str, code: str) -> str:
    if not sign.strip():
        return ""
    if sign.strip() == "±":
        return f"{PLUS_MINUS[code]} "
    minus, plus = SIGNS[code]
    return f"{minus if sign.strip() in '-−' else plus} "


