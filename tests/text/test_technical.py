"""What technical guides write (text/technical.py and the steps it meets), through for_speech.

Most sentences are from public pages: system requirement and keyboard-shortcut articles (welt.de, neuralword.com,
65ymas.com, profesionalreview.com, livefactor.cl, studylib.es, pcsenioren.org); the rest are written as such
pages write.
"""

from __future__ import annotations

import pytest

from audioguide.text.prepare import for_speech

CASES = [
    # key combinations, in each language's key names; a word with a hyphen is no combination
    (
        "en",
        "Press Win + I to open Settings, then go to System > About.",
        "Press Windows plus I to open Settings, then go to System, then About.",
    ),
    (
        "en",
        "Press Ctrl+Shift+P (Cmd+Shift+P on macOS) to open the command palette.",
        "Press Control plus Shift plus P (Command plus Shift plus P on macOS) to open the command palette.",
    ),
    ("en", "Press Ctrl-Alt-Del or Esc to leave.", "Press Control plus Alt plus Delete or Escape to leave."),
    ("en", "Use the Alt-Text field and Windows-Update.", "Use the Alt-Text field and Windows-Update."),
    (
        "de",
        "Jeder PC-Nutzer kennt die Tastenkombination Strg + Alt + Entf.",
        "Jeder PC-Nutzer kennt die Tastenkombination Steuerung plus Alt plus Entfernen.",
    ),
    (
        "de",
        "Mit Strg+Umschalt+Esc öffnen Sie den Task-Manager.",
        "Mit Steuerung plus Umschalt plus Escape öffnen Sie den Task-Manager.",
    ),
    (
        "fr",
        "Appuyez simultanément sur les touches « Ctrl + Shift + Esc » pour ouvrir le Gestionnaire des tâches.",
        "Appuyez simultanément sur les touches Contrôle plus Shift plus Échappement pour ouvrir le"
        " Gestionnaire des tâches.",
    ),
    (
        "fr",
        "Appuyez sur Ctrl+Maj+Suppr pour vider le cache.",
        "Appuyez sur Contrôle plus Majuscule plus Supprimer pour vider le cache.",
    ),
    (
        "es",
        "Pulsa Ctrl+Mayús+Supr para borrar el historial.",
        "Pulsa Control más Mayúsculas más Suprimir para borrar el historial.",
    ),
    # a punctuation key, a modifier in lower case, either key, the arrows, function keys (VS Code shortcut lists,
    # GitHub discussions)
    ("en", "Ctrl+, and Ctrl+I do nothing.", "Control plus comma and Control plus I do nothing."),
    ("en", "Ctrl + , seems a very consistent keyboard shortcut.", "Control plus comma seems a very consistent"
     " keyboard shortcut."),
    ("en", "Use Ctrl / Cmd + k or the cmd + k shortcut.", "Use Control or Command plus k or the Command plus k"
     " shortcut."),
    ("en", "Press Ctrl+Shift+P, F1 to show the Command Palette; Ctrl+` shows the terminal.", "Press Control plus"
     " Shift plus P, F one to show the Command Palette; Control plus backtick shows the terminal."),
    ("de", "Mit Strg+, öffnen Sie die Einstellungen; Alt+ ↑ / ↓ verschiebt die Zeile.", "Mit Steuerung plus Komma"
     " öffnen Sie die Einstellungen; Alt plus Pfeil hoch oder Pfeil runter verschiebt die Zeile."),
    ("fr", "Appuyez sur F5 ou Ctrl+R.", "Appuyez sur F cinq ou Contrôle plus R."),
    # menu paths
    ("en", "Click File → Save As.", "Click File, then Save As."),
    ("de", "Klicken Sie auf Datei > Speichern unter.", "Klicken Sie auf Datei, dann Speichern unter."),
    (
        "fr",
        "Ouvrez Fichier > Préférences > Confidentialité.",
        "Ouvrez Fichier, puis Préférences, puis Confidentialité.",
    ),
    ("es", "Ve a Configuración > Sistema > Acerca de.", "Ve a Configuración, luego Sistema, luego Acerca de."),
    # versions side by side, pages of a count; fractions and dates stay theirs
    ("en", "Windows 10/11 (64-bit)", "Windows ten or eleven (sixty-four-bit)"),
    ("en", "Specific OS versions (incl. 32/64-bit)", "Specific OS versions (including thirty-two or sixty-four-bit)"),
    (
        "de",
        "Windows 10 funktioniert fast genau wie Windows 7/8/8.1, in manchen Punkten ist es sogar besser.",
        "Windows zehn funktioniert fast genau wie Windows sieben, acht oder acht Punkt eins, in manchen Punkten"
        " ist es sogar besser.",
    ),
    ("fr", "Page 1/10", "Page un sur dix"),
    ("de", "Seite 3/12", "Seite drei von zwölf"),
    (
        "en",
        "Add 1/2 cup of flour and cut a 1/2-inch slice.",
        "Add half a cup of flour and cut a half-inch slice.",
    ),
    ("en", "Not a date: 2/30/2026.", "Not a date: two/thirty/twenty twenty-six."),
    ("es", "la Ley 7/1985 de Bases", "la Ley siete de mil novecientos ochenta y cinco de Bases"),
    # a lower bound; scales written short
    ("en", "Requires Node.js 18+ or Python 3.10+.", "Requires Node.js eighteen plus or Python three point ten plus."),
    (
        "en",
        "The project has 10k stars and 1.5M downloads.",
        "The project has ten thousand stars and one point five million downloads.",
    ),
    (
        "en",
        "Salaries start at $50k and the fund holds $2M.",
        "Salaries start at fifty thousand dollars and the fund holds two million dollars.",
    ),
    (
        "de",
        "Das Repository hat 10k Sterne und 1,2M Downloads.",
        "Das Repository hat zehntausend Sterne und eins Komma zwei Millionen Downloads.",
    ),
    ("fr", "Le dépôt compte 12k étoiles.", "Le dépôt compte douze mille étoiles."),
    ("de", "Der Flughafen zählte 13 Mio. Passagiere, 1 Mio. Koffer und 2,5 Mrd. Euro Umsatz.", "Der Flughafen zählte"
     " dreizehn Millionen Passagiere, eine Million Koffer und zwei Komma fünf Milliarden Euro Umsatz."),
    (
        "es",
        "El repositorio tiene 12k estrellas y 1M de descargas.",
        "El repositorio tiene doce mil estrellas y un millón de descargas.",
    ),
    ("en", "She ran a 5k run and bought a 4K screen.", "She ran a five K run and bought a four K screen."),
    # versions with a part padded by a zero; a German version or section before the sentence's full stop;
    # a name that starts with its dot
    (
        "en",
        "Ubuntu 20.04 and 22.04 LTS are supported.",
        "Ubuntu twenty point zero four and twenty-two point zero four LTS are supported.",
    ),
    ("fr", "la version 1.05 corrige ce bogue", "la version un point zéro cinq corrige ce bogue"),
    ("de", "Ich nutze Windows 8.1.", "Ich nutze Windows acht Punkt eins."),
    ("de", "Siehe Abschnitt 3.2.", "Siehe Abschnitt drei Punkt zwei."),
    ("de", "Wir sehen uns am 8.1.", "Wir sehen uns am achten Januar."),
    ("en", "DirectX 12, .NET 6.0, sound card", "DirectX twelve, dot NET six point zero, sound card"),
    # rates of data, a unit written in lower case; a count per a unit of time or space;
    # a unit's full stop inside the sentence
    ("en", "Broadband (10 Mbps) for online features", "Broadband (ten megabits per second) for online features"),
    (
        "en",
        "Download speeds of up to 100 Mbps and 1 Gbps.",
        "Download speeds of up to one hundred megabits per second and one gigabit per second.",
    ),
    ("de", "Mit bis zu 250 Mbit/s surfen.", "Mit bis zu zweihundertfünfzig Megabit pro Sekunde surfen."),
    (
        "fr",
        "Jusqu'à 1 Gb/s en fibre et 500 Mo/s en lecture.",
        "Jusqu'à un gigabit par seconde en fibre et cinq cents mégaoctets par seconde en lecture.",
    ),
    (
        "es",
        "con procesadores rondando los 450 Mhz, una memoria insuficiente puede causar la merma del procesador",
        "con procesadores rondando los cuatrocientos cincuenta megahercios, una memoria insuficiente puede causar"
        " la merma del procesador",
    ),
    ("es", "hasta 600 Mbps simétricos", "hasta seiscientos megabits por segundo simétricos"),
    (
        "en",
        "Set the timeout to 500ms and the limit to 10k requests/s.",
        "Set the timeout to five hundred milliseconds and the limit to ten thousand requests per second.",
    ),
    ("de", "max. 100 Anfragen/Min. pro IP-Adresse", "maximal einhundert Anfragen pro Minute pro IP-Adresse"),
    ("en", "each person/s named", "each person or persons named"),
    ("fr", "2 000 habitants/km²", "deux mille habitants par kilomètre carré"),
    ("fr", "5 min. de cuisson", "cinq minutes de cuisson"),
    ("de", "Nach 10 min. umrühren.", "Nach zehn Minuten umrühren."),
    # addresses and codes: an IP address digit by digit (not a version), a protocol's version, a status code,
    # a number with letters
    ("en", "Set the IP address to 192.168.1.1 and use 8.8.8.8.", "Set the IP address to one nine two dot one six eight"
     " dot one dot one and use eight dot eight dot eight dot eight."),
    ("en", "Version 1.2.3.4 is out.", "Version one point two point three point four is out."),
    ("en", "The server returns HTTP 404 or HTTP/2 503 errors over HTTP/1.1.", "The server returns HTTP four oh four"
     " or HTTP two five hundred and three errors over HTTP one point one."),
    ("de", "Der Server meldet Fehler 404.", "Der Server meldet Fehler vier null vier."),
    ("fr", "une erreur 404", "une erreur quatre cent quatre"),
    ("es", "el error 503", "el error cinco cero tres"),
    ("en", "Enable 2FA on 5G phones with a 4K screen.", "Enable two F A on five G phones with a four K screen."),
    # an English date's month before the sentence's full stop
    ("en", "Apollo 11 landed in 1969 on 20 July.", "Apollo eleven landed in nineteen sixty-nine on the twentieth"
     " of July."),
    # menu paths whose items are a button's symbol, in quotes, or phrases (Horizontal-org/Tella-website
    # docs/Connections/nextcloud.mdx and its es-419 translation, Get Started/android.mdx; arup-group/FDS-Diagnostic-Tool
    # docs/user_manual.docx; AcademySoftwareFoundation/opencue.io content/docs/User guides/adding-removing-limits.md;
    # PALMS-gui/PALMS docs/user_manual.docx); a comparison or a ranking stays one
    ("en", "Navigate to Settings > Connections > +", "Navigate to Settings, then Connections, then plus"),
    ("en", "In Settings > Connections >  Nextcloud > ⫶ you can:", "In Settings, then Connections, then Nextcloud, then"
     " the three-dot menu you can:"),
    ("en", "You can delete a draft report by tapping on ⫶ > Delete.", "You can delete a draft report by tapping on the"
     " three-dot menu, then Delete."),
    ("en", "Go to All files > + > Create a new folder.", "Go to All files, then plus, then Create a new folder."),
    ("es", "Navega a Ajustes > Conexiones > +", "Navega a Ajustes, luego Conexiones, luego más"),
    ("fr", "Ouvrez Paramètres > ⋮ > Supprimer.", "Ouvrez Paramètres, puis menu à trois points, puis Supprimer."),
    ("en", "To find the path open start menu > start typing python > right-click the application > click open file"
     " location", "To find the path open start menu, then start typing python, then right-click the application,"
     " then click open file location"),
    ("en", "To test the task click on 'Task Scheduler Library' > Locate the created task", "To test the task click on"
     " Task Scheduler Library, then Locate the created task"),
    ("en", "Load the Monitor Jobs view from the Views/Plugins->Cuetopia menu.", "Load the Monitor Jobs view from the"
     " Views or Plugins, then Cuetopia menu."),
    ("en", "If current mode is Annotation mode, then Annotation->Config menu is enabled.", "If current mode is"
     " Annotation mode, then Annotation, then Config menu is enabled."),
    ("en", "If start > end, the schedule is overnight.", "If start greater than end, the schedule is overnight."),
    ("en", "If x > 0 and y > 1, stop.", "If x greater than zero and y greater than one, stop."),
    ("en", "The rule is safety > speed > cost.", "The rule is safety greater than speed greater than cost."),
    ("en", "Use cat file.txt > out.txt to save.", "Use cat file.txt greater than out.txt to save."),
    ("en", "Set it with obj->value in the loop.", "Set it with obj->value in the loop."),
    # an address's path and a DOI are read with their slashes, never "per" (IPGP/morumotto docs/user_guide.pdf,
    # BenLangmead/bowtie2 doc/manual.html); a unit's slash stays "per"
    ("en", "Then in a browser go to localhost:8000/home and log in.", "Then in a browser go to localhost port eight"
     " thousand slash home and log in."),
    ("en", "Open example.com:8080/admin/users now.", "Open example dot com port eight thousand and eighty slash admin"
     " slash users now."),
    ("en", "Papers: doi: 10.1038/nmeth.1923.", "Papers: doi: ten dot one zero three eight slash nmeth dot one nine two"
     " three."),
    ("en", "Bioinformatics. doi: 10.1093/bioinformatics/bty648.", "Bioinformatics. doi: ten dot one zero nine three"
     " slash bioinformatics slash bty six four eight."),
    ("de", "Öffnen Sie localhost:3000/api im Browser.", "Öffnen Sie localhost Port dreitausend Schrägstrich api im"
     " Browser."),
    ("en", "It runs at 30 km/h.", "It runs at thirty kilometers per hour."),
    # a hexadecimal literal and scientific notation in prose (BenLangmead/bowtie2 doc/manual.html,
    # LANL-Seismoacoustics/infraGA doc/tex-old/manual.pdf); a size stays one
    ("en", "The first bit (1 in decimal, 0x1 in hexadecimal) is set.", "The first bit (one in decimal, hex one in"
     " hexadecimal) is set."),
    ("en", "The tolerance defaults to 1.0e-3 and 2.5E+10 too.", "The tolerance defaults to one point zero times ten to"
     " the minus three and two point five times ten to the tenth too."),
    ("en", "A 4x4 car and a 2x3 grid.", "A four by four car and a two by three grid."),
    ("fr", "Il a marqué de la tête (90e+2).", "Il a marqué de la tête (quatre-vingt-dixième plus deux)."),
    # rt39an (9elements/firmware-action docs/src/firmware-action/config.md, a table of YAML's block indicators):
    # a ">" between a capitalised word and a lowercase one is a menu's only after a word that leads to one (must
    # fire: capitals on both sides, a lead before one; must not: a cell's first word, a capitalised name compared)
    ("en", "greater-than sign plus sign: Like > but keeps final newline", "greater-than sign plus sign: Like greater"
     " than but keeps final newline"),
    ("en", "Only Errors > warning level are shown.", "Only Errors greater than warning level are shown."),
    ("de", "Wie > aber behält den Zeilenumbruch.", "Wie größer als aber behält den Zeilenumbruch."),
    ("fr", "Comme > mais garde la fin.", "Comme supérieur à mais garde la fin."),
    ("en", "Menu: File > Save", "Menu: File, then Save"),
    ("en", "Go to Settings > general to change it.", "Go to Settings, then general to change it."),
    ("fr", "Cliquez sur Fichier > enregistrer.", "Cliquez sur Fichier, puis enregistrer."),
    ("de", "Öffnen Sie Einstellungen > allgemein.", "Öffnen Sie Einstellungen, dann allgemein."),
    ("es", "Abre Archivo > guardar como.", "Abre Archivo, luego guardar como."),
]


@pytest.mark.parametrize(("language", "text", "expected"), CASES)
def test_technical_text_reads_as_a_person_reads_it(language: str, text: str, expected: str) -> None:
    assert for_speech(text, language) == expected
