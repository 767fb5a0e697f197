"""Clock times, units, ordinals, references, Roman numerals, decades and numbers to dial as each language reads
them (text/measures.py, text/references.py), through for_speech."""

from __future__ import annotations

import pytest

from audioguide.text.prepare import for_speech, split_sentences

CASES = [
    # English
    ("en", "We had 40 000 downloads last year.", "We had forty thousand downloads last year."),
    ("en", "Meet me at 10:30 AM in the lobby.", "Meet me at ten thirty A M in the lobby."),
    ("en", "The train left at 9:05 a.m. and arrived late.", "The train left at nine oh five A M and arrived late."),
    ("en", "The shop closes at 6:00 PM.", "The shop closes at six P M."),
    ("en", "Doors open at 19:00.", "Doors open at seven P M."),
    ("en", "The speed limit is 30 km/h near schools.", "The speed limit is thirty kilometers per hour near schools."),
    ("en", "A bag of 2.5 kg costs more.", "A bag of two point five kilograms costs more."),
    ("en", "It weighs 1 kg.", "It weighs one kilogram."),
    ("en", "Water freezes at 0 °C and boils at 100 °C.",
     "Water freezes at zero degrees Celsius and boils at one hundred degrees Celsius."),
    ("en", "Last night it was −5 °C outside.", "Last night it was minus five degrees Celsius outside."),
    ("en", "The file is 300 MB, the disk 2 TB.", "The file is three hundred megabytes, the disk two terabytes."),
    ("en", "Walk 1.5 km, then rest for 10 min.", "Walk one point five kilometers, then rest for ten minutes."),
    ("en", "The final score was 2:1.", "The final score was two to one."),
    # German
    ("de", "Wir hatten 40 000 Downloads.", "Wir hatten vierzigtausend Downloads."),
    ("de", "Am 3. Oktober 2025 war Feiertag.", "Am dritten Oktober zweitausendfünfundzwanzig war Feiertag."),
    ("de", "Seit dem 1. Mai gilt die Regel.", "Seit dem ersten Mai gilt die Regel."),
    ("de", "Der 2. Weltkrieg endete 1945.", "Der zweite Weltkrieg endete neunzehnhundertfünfundvierzig."),
    ("de", "Das war im 19. Jahrhundert.", "Das war im neunzehnten Jahrhundert."),
    ("de", "Es war der 24. Dezember.", "Es war der vierundzwanzigste Dezember."),
    ("de", "Kapitel 3. Die Zeit danach.", "Kapitel drei. Die Zeit danach."),
    # units: more of them, written against the number, counted per another unit or a period
    ("en", "Take 400 mg/day, keep 3.5 mmol/l and 50 mL/min; add 2 lbs. and 2 tbsp.",
     "Take four hundred milligrams per day, keep three point five millimoles per liter and fifty milliliters per"
     " minute; add two pounds and two tablespoons."),
    ("es", "Hasta 60 mg/kg/día y 2 g/24 horas.", "Hasta sesenta miligramos por kilogramo por día y dos gramos por"
     " veinticuatro horas."),
    ("de", "Bis 40 l/qm, 38kn, 10-15 Min. bei 180°C.", "Bis vierzig Liter pro Quadratmeter, achtunddreißig Knoten,"
     " zehn bis fünfzehn Minuten bei einhundertachtzig Grad Celsius."),
    ("fr", "Sur environ 6heures, 12,5 cl de lait.", "Sur environ six heures, douze virgule cinq centilitres de lait."),
    ("es", "Niños (3-7años) gratis.", "Niños (tres a siete años) gratis."),
    ("en", "Captopril 6.25 mg 3×/day; Python 3.12.", "Captopril six point two five milligrams three times per day;"
     " Python three point twelve."),
    ("de", "3× tgl. und 1- bis 3-mal täglich.", "dreimal täglich und ein- bis dreimal täglich."),
    ("de", "Der 22 – jährige Fahrer, ein 4-teiliges Set, 2-malige Sieger; 10 - 12 mal.", "Der"
     " zweiundzwanzigjährige Fahrer, ein vierteiliges Set, zweimalige Sieger; zehn bis zwölf mal."),
    # coordinates, a French temperature's tenths
    ("en", "At 51°31′02″N 0°10′39″W.", "At fifty-one degrees thirty-one minutes two seconds north zero degrees ten"
     " minutes thirty-nine seconds west."),
    ("de", "Lage: 51° 43′ n. Br.", "Lage: einundfünfzig Grad dreiundvierzig Minuten nördlicher Breite"),
    ("fr", "Paris enregistre 21°3 de minimum.", "Paris enregistre vingt et un degrés trois de minimum."),
    # French days and elision, dotted thousands; Spanish times and decimals written with a point
    ("fr", "Du 1 au 18 octobre (sauf 14/07), dès 1 € et (+20.000).", "Du premier au dix-huit octobre (sauf quatorze"
     " juillet), dès un euro et (plus vingt mille)."),
    ("fr", "La dose est de 1 comprimé.", "La dose est d'un comprimé."),
    ("es", "Gratis de 9.30 a 13.15, entre las 1,30 y las 6.", "Gratis de nueve y media a trece y cuarto, entre la"
     " una y media y las seis."),
    ("es", "Ver sección 4.3; mide 8.25 cm.", "Ver sección cuatro punto tres; mide ocho punto veinticinco"
     " centímetros."),
    ("de", "Am Mittwoch (03.06.) und Goretzka (50.) in der 80. Minute.", "Am Mittwoch (dritten Juni) und Goretzka"
     " (fünfzigste) in der achtzigsten Minute."),
    ("en", "Built between 1233-60, re-roofed in 1711-4.", "Built between twelve thirty-three and twelve sixty,"
     " re-roofed in seventeen eleven to seventeen fourteen."),
    ("en", "A dividend of $0.25 per share.", "A dividend of twenty-five cents per share."),
    ("fr", "Total : 22,60 euros, prix 18€80.", "Total : vingt-deux euros et soixante centimes, prix dix-huit euros"
     " et quatre-vingts centimes."),
    ("es", "Entre los siglos XVI y XVIII.", "Entre los siglos dieciséis y dieciocho."),
    ("en", "In Henry VIII's reign, in the 70s.", "In Henry the Eighth's reign, in the seventies."),
    ("en", "From 157.6/98.5 mm Hg in an 8″ pan.", "From one hundred and fifty-seven point six over ninety-eight point"
     " five millimeters of mercury in an eight inch pan."),
    ("en", "150 W. 17th St., btw. 6th and 7th aves. 212/620-5000; St. Paul; a 7,650-ft cable; 58,000 sq. ft.;"
     " 11:00am-6:00pm.",
     "one fifty West seventeenth Street, between sixth and seventh avenues two one two, six two zero,"
     " five zero zero zero; Saint Paul; a seven thousand, six hundred and fifty-foot cable; fifty-eight thousand"
     " square feet; eleven A M to six P M."),
    ("fr", "Délivré 1/2 heure avant, à 0h20, le Ier arrondissement, 3.000 ha.", "Délivré une demi-heure avant, à"
     " zéro heure vingt, le premier arrondissement, trois mille hectares."),
    ("de", "774 Einwohner je km², von 6 Uhr - 19.30 Uhr.", "siebenhundertvierundsiebzig Einwohner je Quadratkilometer,"
     " von sechs Uhr bis neunzehn Uhr dreißig."),
    ("en", "Highs of 33C (91F); bake at 350 degrees F.", "Highs of thirty-three degrees Celsius (ninety-one degrees"
     " Fahrenheit); bake at three hundred and fifty degrees Fahrenheit."),
    ("es", "Abierto entre las 13.00 y las 21.00 horas, 60 habitantes por Km2.", "Abierto entre las trece y las"
     " veintiuna horas, sesenta habitantes por kilómetro cuadrado."),
    ("de", "Maler (* 12. März 1901; † 1980), mit einer ½ Tablette, ½ Liter.", "Maler (geboren am zwölften März"
     " neunzehnhunderteins; gestorben neunzehnhundertachtzig), mit einer halben Tablette, ein halber Liter."),
    ("en", "In 1066 William invaded with about 1050 soldiers.", "In ten sixty-six William invaded with about one"
     " thousand and fifty soldiers."),
    ("de", "Eine 26er Springform, ein 3er-Pack, die 90er Jahre.", "Eine sechsundzwanziger Springform, ein"
     " Dreier-Pack, die neunziger Jahre."),
    ("es", "Hasta 120 mg / día, siglos xii al xvii.", "Hasta ciento veinte miligramos por día, siglos doce al"
     " diecisiete."),
    ("fr", "Les articles L. 324-1 et l'article 12-3, gagné 3-1.", "Les articles L. trois cent vingt-quatre tiret un et"
     " l'article douze tiret trois, gagné trois à un."),
    # German ordinals by what is around them, with the ending the words before them ask for
    ("de", "Im späten 3. und frühen 4. Jahrhundert.", "Im späten dritten und frühen vierten Jahrhundert."),
    ("de", "Geschlossen: 24., 25. und 31. Dezember.", "Geschlossen: vierundzwanzigster, fünfundzwanzigster und"
     " einunddreißigster Dezember."),
    ("de", "Im 15./16. Jahrhundert kaum genutzt.", "Im fünfzehnten und sechzehnten Jahrhundert kaum genutzt."),
    ("de", "Erst an seinem 205. Todestag.", "Erst an seinem zweihundertfünften Todestag."),
    ("de", "3. Auflage, Mitte des 19. Jh.", "Dritte Auflage, Mitte des neunzehnten Jahrhunderts."),
    ("de", "In der 3. Auflage steht auf das 13. Jahrhundert.", "In der dritten Auflage steht auf das dreizehnte"
     " Jahrhundert."),
    ("de", "Sein 2. Album und ein 3. Versuch.", "Sein zweites Album und ein dritter Versuch."),
    ("de", "Band 10. Berlin 1923.", "Band zehn. Berlin neunzehnhundertdreiundzwanzig."),
    ("de", "Gebaut vom Preußenkönig Friedrich II. und Wilhelm I.", "Gebaut vom Preußenkönig Friedrich dem Zweiten"
     " und Wilhelm dem Ersten."),  # the numeral's stop ends the sentence too
    ("de", "Um 14:30 Uhr geht es los.", "Um vierzehn Uhr dreißig geht es los."),
    ("de", "Der Zug fährt um 8:15 ab.", "Der Zug fährt um acht Uhr fünfzehn ab."),
    ("de", "Treffpunkt ist 1:00 Uhr nachts.", "Treffpunkt ist ein Uhr nachts."),
    ("de", "Fahre höchstens 5 km/h.", "Fahre höchstens fünf Kilometer pro Stunde."),
    ("de", "Es waren 1,5 km und 1 kg.", "Es waren eins Komma fünf Kilometer und ein Kilogramm."),
    ("de", "Heute sind es 25 °C.", "Heute sind es fünfundzwanzig Grad Celsius."),
    ("de", "Die Pause dauert 15 min.", "Die Pause dauert fünfzehn Minuten."),
    # French
    ("fr", "Nous avons eu 40 000 téléchargements.", "Nous avons eu quarante mille téléchargements."),
    ("fr", "Rendez-vous à 14 h 30 devant la gare.", "Rendez-vous à quatorze heures trente devant la gare."),
    ("fr", "Le magasin ouvre à 9h.", "Le magasin ouvre à neuf heures."),
    ("fr", "Il est parti à 1 h du matin.", "Il est parti à une heure du matin."),
    ("fr", "La réunion commence à 18:45.", "La réunion commence à dix-huit heures quarante-cinq."),
    ("fr", "Il a marché 1,5 km et porté 2 kg.", "Il a marché un virgule cinq kilomètre et porté deux kilogrammes."),
    ("fr", "La vitesse est limitée à 50 km/h.", "La vitesse est limitée à cinquante kilomètres par heure."),
    ("fr", "Il fait 1 km de long.", "Il fait un kilomètre de long."),
    ("fr", "Le fichier pèse 300 Mo.", "Le fichier pèse trois cents mégaoctets."),
    ("fr", "Il a fait −3 °C cette nuit.", "Il a fait moins trois degrés Celsius cette nuit."),
    # Spanish
    ("es", "Tuvimos 40 000 descargas.", "Tuvimos cuarenta mil descargas."),
    ("es", "Nos vemos a las 14:30 en la plaza.", "Nos vemos a las catorce y media en la plaza."),
    # a.m. and p.m. in Spanish: the part of the day ("04:00 am" is no "cuatro en punto am")
    ("es", "Ráfagas a las 04:00 am y a las 7:30 p.m. en casa.", "Ráfagas a las cuatro de la madrugada y a las"
     " siete y media de la tarde en casa."),
    ("es", "A las 12:00 pm. Luego a las 9:15 a. m. Después.", "A las doce del mediodía. Luego a las nueve y cuarto"
     " de la mañana. Después."),
    # "a.m." before a weekday or a month is no sentence's end
    ("en", "Gates open at 10:30 a.m. Wednesday, and at 9 a.m. Monday.", "Gates open at ten thirty A M Wednesday,"
     " and at nine A M Monday."),
    ("en", "It opens at 10:30 a.m. The doors close later.", "It opens at ten thirty A M. The doors close later."),
    # seconds after the minutes; none said when they are zero
    ("de", "Seit dem 1. Januar 1970 um 00:00:00 Uhr.", "Seit dem ersten Januar neunzehnhundertsiebzig um null Uhr."),
    ("en", "At 10:30:15 AM and 10:30:01 it ran.", "At ten thirty and fifteen seconds A M and ten thirty and one"
     " second it ran."),
    ("fr", "À 14:05:30, fin.", "À quatorze heures cinq et trente secondes, fin."),
    ("es", "Llegó a la 1:15 de la madrugada.", "Llegó a la una y cuarto de la madrugada."),
    ("es", "La tienda abre a las 9:00.", "La tienda abre a las nueve en punto."),
    ("es", "Son 1 km y 2,5 kg.", "Son un kilómetro y dos coma cinco kilogramos."),
    ("es", "El límite es de 120 km/h.", "El límite es de ciento veinte kilómetros por hora."),
    ("es", "Hace 30 °C a la sombra.", "Hace treinta grados Celsius a la sombra."),
    ("es", "Descansa 5 min entre series.", "Descansa cinco minutos entre series."),
    # hours; a feminine unit's one, and German's dative after a preposition
    ("es", "Dolor abdominal de 48h de evolución y 1 h de espera.", "Dolor abdominal de cuarenta y ocho horas de"
     " evolución y una hora de espera."),
    ("fr", "Pendant 48h, puis 1 min de pause à 14h30.", "Pendant quarante-huit heures, puis une minute de pause à"
     " quatorze heures trente."),
    ("de", "Nach 1 h und 1 min kostet 1 kWh mit 1 kg mehr.", "Nach einer Stunde und eine Minute kostet eine"
     " Kilowattstunde mit einem Kilogramm mehr."),
    ("en", "After 48h of work.", "After forty-eight hours of work."),
    ("es", "A las 10:30 h.", "A las diez horas y treinta minutos."),
    # units after grouped thousands; feet, hectares, a degree alone; an address's "W." is no watt
    ("en", "It weighs 8,100 kg at 7,650 ft.", "It weighs eight thousand, one hundred kilograms at seven thousand,"
     " six hundred and fifty feet."),
    ("de", "Es wiegt 8.100 kg auf 12 ha.", "Es wiegt achttausendeinhundert Kilogramm auf zwölf Hektar."),
    ("es", "Mide 1.500 m y tiene 1 ha con 6° de pendiente.", "Mide mil quinientos metros y tiene una hectárea con"
     " seis grados de pendiente."),
    ("en", "Meet at 150 W. 17th St. It draws 150 W.", "Meet at one fifty West seventeenth Street. It draws"
     " one hundred and fifty watts."),
    ("en", "The tower rises 1695 feet; in 1995 prices rose.", "The tower rises one thousand, six hundred and"
     " ninety-five feet; in nineteen ninety-five prices rose."),
    # clock times written with a dot, where a marker or a word says so; a price stays a number
    ("de", "Geöffnet um 9.30 Uhr, 9.30-17.30 Uhr.", "Geöffnet um neun Uhr dreißig, neun Uhr dreißig bis siebzehn Uhr"
     " dreißig."),
    ("es", "De 9.30 a 17.00 horas, o a las 9.30.", "De nueve y media a diecisiete horas, o a las nueve y media."),
    ("en", "Doors open at 9.30 am; it costs 9.30 dollars.", "Doors open at nine thirty A M; it costs nine dollars,"
     " thirty cents."),
    # French clock ranges; spaced hyphens between numbers are ranges, after a word a pause
    ("fr", "Samedi : 9h30-13h et 14h-17h30.", "Samedi : neuf heures trente à treize heures et quatorze heures à"
     " dix-sept heures trente."),
    ("de", "Höhe: 94 - 347 m ü. NN, umgebaut 1518 - 1520.", "Höhe: vierundneunzig bis dreihundertsiebenundvierzig"
     " Meter über Normalnull, umgebaut fünfzehnhundertachtzehn bis fünfzehnhundertzwanzig."),
    ("fr", "Orages en Alsace - 95 mm en 3h.", "Orages en Alsace, quatre-vingt-quinze millimètres en trois heures."),
    # months written short
    ("de", "Bearbeitet am 30. Mär. 2016, Saison ab 1.November.", "Bearbeitet am dreißigsten März"
     " zweitausendsechzehn, Saison ab dem ersten November."),
    ("fr", "Publié le 15 juil. 2019.", "Publié le quinze juillet deux mille dix-neuf."),
    ("es", "Publicado el 08 may 2026.", "Publicado el ocho de mayo de dos mil veintiséis."),
    # a slash before what a quantity is counted per
    ("fr", "Limité à 100 kilomètres/heure, 500 euros/mois.", "Limité à cent kilomètres par heure, cinq cents euros"
     " par mois."),
    # References, Roman numerals, decades, numbers to dial
    ("en", "See p. 12 and pp. 30–32.", "See page twelve and pages thirty to thirty-two."),
    ("en", "It was No. 5 on the list.", "It was number five on the list."),
    ("en", "Read Chapter IV first.", "Read Chapter four first."),
    ("en", "Henry VIII had six wives.", "Henry the Eighth had six wives."),
    ("en", "After World War II ended, trade grew.", "After World War two ended, trade grew."),
    ("en", "In the 1990s and the '80s.", "In the nineteen nineties and the eighties."),
    ("en", "Music of the 2000s.", "Music of the two thousands."),
    ("en", "Call 911 now.", "Call nine one one now."),
    ("en", "I went there. I saw it.", "I went there. I saw it."),
    ("en", "Vitamin C and the X factor.", "Vitamin C and the X factor."),
    ("de", "Siehe S. 12 und Nr. 5.", "Siehe Seite zwölf und Nummer fünf."),
    ("de", "Ludwig XIV. war König.", "Ludwig der Vierzehnte war König."),
    ("de", "Kapitel IV beginnt hier.", "Kapitel vier beginnt hier."),
    ("de", "Im XIX. Jahrhundert.", "Im neunzehnten Jahrhundert."),
    ("de", "Die 1990er waren anders.", "Die neunzehnhundertneunziger waren anders."),
    ("de", "Wähle 112 im Notfall.", "Wähle eins eins zwei im Notfall."),
    ("fr", "Voir p. 12 et le n° 5.", "Voir page douze et le numéro cinq."),
    ("fr", "Louis XIV régnait.", "Louis quatorze régnait."),
    ("fr", "François Ier arriva.", "François premier arriva."),
    ("fr", "Le XIXe siècle fut long.", "Le dix-neuvième siècle fut long."),
    ("fr", "Lisez le chapitre IV.", "Lisez le chapitre quatre."),
    ("es", "Véase la pág. 12 y el núm. 5.", "Véase la página doce y el número cinco."),
    ("es", "Felipe II reinó.", "Felipe segundo reinó."),
    ("es", "Alfonso XIII reinó.", "Alfonso trece reinó."),
    ("es", "En el siglo XIX.", "En el siglo diecinueve."),
    ("es", "Llama al 112 ya.", "Llama al uno uno dos ya."),
    # German: a date after "am Sonntag," in the dative, two times with a dot after "zwischen", a number and "-er" with
    # grouped thousands, "v.u.Z."
    ("de", "Die Union erreichte am Sonntag, 23. Februar 2025, 28,6 Prozent; geöffnet zwischen 10.00 und 22.00 Uhr.",
     "Die Union erreichte am Sonntag, den dreiundzwanzigsten Februar zweitausendfünfundzwanzig, achtundzwanzig "
     "Komma sechs Prozent; geöffnet zwischen zehn Uhr und zweiundzwanzig Uhr."),
    ("de", "Ab der 4.000er Markierung, im 2. Jhd. v.u.Z. errichtet.",
     "Ab der Viertausender Markierung, im zweiten Jahrhundert vor unserer Zeitrechnung errichtet."),
    # "p.m." that ends a sentence keeps its full stop, before a comma drops it; a German "1-" in a compound;
    # a Spanish law's number and year
    ("en", "Showers likely after 2 p.m. Patchy fog before 2 p.m.",
     "Showers likely after two P M. Patchy fog before two P M."),
    ("en", "It arrived at 6:40 p.m., 4 minutes ahead of its scheduled 6:44 p.m. arrival; showers after 2 a.m.",
     "It arrived at six forty P M, four minutes ahead of its scheduled six forty-four P M arrival; showers "
     "after two A M."),
    ("de", "Preise für 1-Zimmer-Wohnungen und 3-Zimmer-Wohnungen.",
     "Preise für Ein-Zimmer-Wohnungen und drei-Zimmer-Wohnungen."),
    ("es", "Ley 8/1997, de 18 de junio, y el Real Decreto 463/2020; 3/4 de taza.",
     "Ley ocho de mil novecientos noventa y siete, de dieciocho de junio, y el Real Decreto cuatrocientos "
     "sesenta y tres de dos mil veinte; tres cuartos de taza."),
    # square and cubic written as a digit after a slash, a grouped number before a unit counted per; VAT
    ("fr", "La masse volumique moyenne est de 3 933,5 ± 0,4 kg/m3 et de 5 515 kg/m3.",
     "La masse volumique moyenne est de trois mille neuf cent trente-trois virgule cinq plus ou moins zéro "
     "virgule quatre kilogramme par mètre cube et de cinq mille cinq cent quinze kilogrammes par mètre cube."),
    ("de", "nur 6,28 € [Inkl. 19% MwSt, zzgl. Versandkosten]; 30 l/m2.",
     "nur sechs Euro und achtundzwanzig Cent [Inklusive neunzehn Prozent Mehrwertsteuer, zuzüglich "
     "Versandkosten]; dreißig Liter pro Quadratmeter."),
    # a degree typed as the ordinal sign, "°Celsius"; a French participle after a scale takes no "de"
    ("en", "The orbital inclination is 25.19º; it falls to -150 °Celsius.",
     "The orbital inclination is twenty-five point one nine degrees; it falls to minus one hundred and fifty "
     "degrees Celsius."),
    ("fr", "Le CAC s'adjuge 0,69 % avec 2,8 milliards échangés et 2 millions habitants.",
     "Le CAC s'adjuge zéro virgule soixante-neuf pour cent avec deux virgule huit milliards échangés et deux "
     "millions d'habitants."),
    # torque in pound-feet, miles per gallon
    ("en", "It produces 184 lb-ft of torque; EPA-rated 34 mpg combined.",
     "It produces one hundred and eighty-four pound-feet of torque; EPA-rated thirty-four miles per gallon "
     "combined."),
    # Roman numerals: the first of an English ruler where "I" is no pronoun, an ordinal before a noun
    # (French "Ve République", Spanish after an article: "la XI Legislatura"), the French republican year
    ("en", "They had a daughter, later Mary I, but because they did not have a son, Henry decided.",
     "They had a daughter, later Mary the First, but because they did not have a son, Henry decided."),
    ("en", "Elizabeth I of England and Charles I's reign; Then I, too, went; what did I.",
     "Elizabeth the First of England and Charles the First's reign; Then I, too, went; what did I."),
    ("fr", "Sous la Ve République et la IIIe République, le XIe arrondissement, 11 Frimaire An XIII, au XIXe siècle.",
     "Sous la cinquième République et la troisième République, le onzième arrondissement, onze Frimaire An "
     "treize, au dix-neuvième siècle."),
    ("es", "a los 208 senadores de la XI Legislatura de la democracia, la II Guerra Mundial y el III Reich, el XV "
     "Congreso.",
     "a los doscientos ocho senadores de la undécima Legislatura de la democracia, la segunda Guerra "
     "Mundial y el tercer Reich, el décimo quinto Congreso."),
    ("es", "Felipe VI como Rey, los siglos XII a XIX, la I Guerra Mundial.",
     "Felipe sexto como Rey, los siglos doce a diecinueve, la primera Guerra Mundial."),
    # a measure before a noun (English: the unit in the singular), engines' units, a scale before a unit, a
    # unit counted per after a word, kW/PS as one power twice, time zones after "p.m."
    ("en", "A 4,500 mAh battery, 25W quick charging and a 3.5mm headphone jack.",
     "A four thousand, five hundred milliamp hour battery, twenty-five watt quick charging and a "
     "three point five millimeter headphone jack."),
    ("en", "Take 500 mg tablets; 40 kg or more; 5 km away; 20 mg twice daily; a bag of 2 kg costs more.",
     "Take five hundred milligram tablets; forty kilograms or more; five kilometers away; twenty "
     "milligrams twice daily; a bag of two kilograms costs more."),
    ("en", "Hubble's 2.4 m (7 ft 10 in) mirror is 1.5 million km away.",
     "Hubble's two point four meters (seven feet ten inches) mirror is one point five million "
     "kilometers away."),
    ("en", "At 2:00 p.m. Pacific and 7:20 a.m. EST on Monday.",
     "At two P M Pacific and seven twenty A M EST on Monday."),
    ("fr", "Puissance : 100 ch à 6 000 tr/mn, 88 g de CO2/km, 10,5 sec. pour passer à 1,5 million de km.",
     "Puissance : cent chevaux à six mille tours par minute, quatre-vingt-huit grammes de CO2 par "
     "kilomètre, dix virgule cinq secondes pour passer à un virgule cinq million de kilomètres."),
    ("de", "Mit 155 kW/211 PS und 320 Nm ab 2.000 U/min, 1,5 Millionen km, 128 Gramm CO2/km.",
     "Mit einhundertfünfundfünfzig Kilowatt, zweihundertelf PS und dreihundertzwanzig Newtonmeter ab "
     "zweitausend Umdrehungen pro Minute, eins Komma fünf Millionen Kilometer, "
     "einhundertachtundzwanzig Gramm CO2 pro Kilometer."),
    ("es", "A 1,5 millones de km, 200 Nm a 4000 rpm.",
     "A uno coma cinco millones de kilómetros, doscientos newton metros a cuatro mil revoluciones por"
     " minuto."),
    # a clock time before a time zone, dotted or with seconds; a unit's symbol that is a verb; plural symbols
    ("en", "The quake struck at 6:11:26 UTC (18.14 GMT).", "The quake struck at six eleven and twenty-six seconds UTC"
     " (eighteen fourteen GMT)."),
    ("es", "El terremoto ocurrió a las 18.14 GMT.", "El terremoto ocurrió a las dieciocho y catorce GMT."),
    ("es", "Un terremoto de magnitud 7,1 ha sacudido la costa; una finca de 7 ha.", "Un terremoto de magnitud siete"
     " coma uno ha sacudido la costa; una finca de siete hectáreas."),
    ("en", "He is 158 cms tall and weighs 72 kgs.", "He is one hundred and fifty-eight centimeters tall and weighs"
     " seventy-two kilograms."),
    # a forecast's wind directions, a bound after a word, a comparison between terms
    ("en", "High 79F. Winds S at 10 to 20 mph, from the NNE later.", "High seventy-nine degrees Fahrenheit. Winds"
     " south at ten to twenty miles per hour, from the NNE later."),
    ("es", "Viento N y vientos del SO; una hepatitis que dura > 6 meses.", "Viento norte y vientos del suroeste; una"
     " hepatitis que dura más de seis meses."),
    ("de", "Wind aus SW, wenn x > 5 ist.", "Wind aus Südwest, wenn x größer als fünf ist."),
    # Spanish: hours with minutes under ten, a dash before a time or a postal code, a match's minute, a decimal
    # apostrophe, "mins" and "aprox"
    ("es", "A Oviedo a las 20.08 horas; 30 de agosto de 2025 - 10:11 p. m.", "A Oviedo a las veinte horas y ocho"
     " minutos; treinta de agosto de dos mil veinticinco, diez y once de la noche."),
    ("es", "Avda. de Manoteras, 54 - 28050 Madrid.", "avenida de Manoteras, cincuenta y cuatro, dos ocho cero cinco"
     " cero Madrid."),
    # a postal code before its town is read as on an envelope; a count before a noun stays a number
    ("de", "Thomasstraße 12, 44135 Dortmund; im Jahr 2020, 45000 Menschen.", "Thomasstraße zwölf, vier vier eins drei"
     " fünf Dortmund; im Jahr zweitausendzwanzig, fünfundvierzigtausend Menschen."),
    ("fr", "12 rue de la Paix, 75002 Paris.", "douze rue de la Paix, sept cinq zéro zéro deux Paris."),
    ("de", "(Bilddiagonale 4,7 Zoll/11,9 Zentimeter)", "(Bilddiagonale vier Komma sieben Zoll, elf Komma neun"
     " Zentimeter)"),
    ("es", "En el 37' tiro libre; un 9’8% más; hornear 25 mins aprox.", "En el minuto treinta y siete tiro libre; un"
     " nueve coma ocho por ciento más; hornear veinticinco minutos aproximadamente."),
    # German: dotted times in a range, an ordinal after "ins", page numbers that are no years, the law gazette
    ("de", "Montag bis Freitag 11.00 - 13.00 und 17.00 - 21.00 geöffnet.", "Montag bis Freitag elf Uhr bis dreizehn"
     " Uhr und siebzehn Uhr bis einundzwanzig Uhr geöffnet."),
    ("de", "Das reicht bis ins 13. Jahrhundert zurück.", "Das reicht bis ins dreizehnte Jahrhundert zurück."),
    ("de", "(BGBl. I S. 1607), zzgl. Mwst", "(Bundesgesetzblatt Teil eins Seite eintausendsechshundertsieben),"
     " zuzüglich Mehrwertsteuer"),
    # French: plural titles, recipe spoons, no elision before "onze"
    ("fr", "Étaient présents : MM. Roux et Mmes Petit.", "Étaient présents : Messieurs Roux et Mesdames Petit."),
    ("fr", "Ajoutez 1 cc de sucre et 2 cs d’huile; une moto de 125 cc.", "Ajoutez une cuillère à café de sucre et deux"
     " cuillères à soupe d'huile; une moto de cent vingt-cinq cc."),
    ("fr", "Moins de onze salariés.", "Moins de onze salariés."),
    # English: company words, states after a town, money ranges, a unit after a fraction, page numbers
    ("en", "Bear Stearns Cos. of Urbana, Ill., and Acme Corp. in Albany, N.Y. Then", "Bear Stearns Companies of"
     " Urbana, Illinois, and Acme Corporation in Albany, New York. Then"),
    # scores of games, ordinals with thousands, the tilde, round the clock and the year
    ("en", "Up 63-44 with 4:50 left, they beat Sacramento 113-100 in his 57,447th minute; call 555-123.", "Up"
     " sixty-three to forty-four with four fifty left, they beat Sacramento one hundred and thirteen to one hundred in"
     " his fifty-seven thousand, four hundred and forty-seventh minute; call five five five, one two three."),
    ("en", "Open 24/7/365 with ~99.8 % uptime.", "Open twenty-four seven, three sixty-five with about ninety-nine"
     " point eight percent uptime."),
    # French: feminine first, per day, thousands of euros, a gap in minutes and seconds
    ("fr", "En 1re catégorie, sans dépasser 3 g/j, environ 42 k€, à 1'38\" du vainqueur; j'ai 5 j.", "En première"
     " catégorie, sans dépasser trois grammes par jour, environ quarante-deux mille euros, à une minute trente-huit"
     " secondes du vainqueur; j'ai cinq jours."),
    # Spanish: a minute in brackets, a degree sign for the ordinal's
    ("es", "Aguirre (m.38); es la 5° ciudad más poblada; hasta 12° bajo cero.", "Aguirre (minuto treinta y ocho); es"
     " la quinta ciudad más poblada; hasta doce grados bajo cero."),
    # German: short and spaced dates, a Roman ordinal after an article, an en dash for minus, a range of times
    # whose last says "Uhr", a compound cut short before a slash, "d. J."
    ("de", "Sonntag, den 28.05.17, und vom 2. 4. 1991; der VIII. Zivilsenat.", "Sonntag, den achtundzwanzigsten Mai"
     " zweitausendsiebzehn, und vom zweiten April neunzehnhunderteinundneunzig; der achte Zivilsenat."),
    ("de", "Bis zu –4 Grad; geöffnet 7.30 bis 12 Uhr; Ober-/Unterhitze; Ende d. J. bereits.", "Bis zu minus vier"
     " Grad; geöffnet sieben Uhr dreißig bis zwölf Uhr; Ober- und Unterhitze; Ende des Jahres bereits."),
    # numbers never grouped with a comma, a minus written apart before a temperature, two counts of one unit
    ("de", "Die 0,067-fache Masse; bis – 250 °C.", "Die null Komma null sechs sieben-fache Masse; bis minus"
     " zweihundertfünfzig Grad Celsius."),
    ("es", "Un año luz son 9,460 billones de km; unos 35/40 minutos.", "Un año luz son nueve coma cuatrocientos"
     " sesenta billones de kilómetros; unos treinta y cinco a cuarenta minutos."),
    ("fr", "Une température de – 250 °C, des rafales à 90/100 km/h.", "Une température de moins deux cent cinquante"
     " degrés Celsius, des rafales à quatre-vingt-dix à cent kilomètres par heure."),
    # Spanish: a law's short year, feminine forms after a slash, a clock time with a comma, decades, an ordinal's stop
    ("es", "La Ley 7/85 y el Sr. Alcalde/sa, de 7 a 23,30 horas; los 60s y 70s; 1er. Curso.", "La Ley siete barra"
     " ochenta y cinco y el señor Alcalde o Alcaldesa, de siete a veintitrés treinta horas; los sesenta y setenta;"
     " primer Curso."),
    # German: a padded day before its month, a Satz after an Absatz, streets, ein bis zwei, a diameter, a pair
    ("de", "Montag, 03. November; § 556 a Abs. 1 S. 1 BGB; Hauptstr. 5; alle 1 bis 2 Stunden; (ø 22 cm); Ein-/Ausgang.",
     "Montag, den dritten November; Paragraf fünfhundertsechsundfünfzig a Absatz eins Satz eins BGB; Hauptstraße fünf;"
     " alle ein bis zwei Stunden; (Durchmesser zweiundzwanzig Zentimeter); Ein- und Ausgang."),
    # English and French: versus, a week commencing, basis points, a version range, per passenger, capacities
    ("en", "$40B vs $38 billion, w/c 9th September, up 20 bps; Python 3.8-3.11; 15 GBP /passenger; 3000 mAh.",
     "forty billion dollars versus thirty-eight billion dollars, week commencing the ninth of September, up twenty"
     " basis points; Python three point eight to three point eleven; fifteen pounds per passenger; three thousand"
     " milliamp hours."),
    # a kitchen's degrees, one o'clock at night, a German compound that counts its unit; per person, est., ex.
    ("es", "Al horno a 180º unos 35 minutos; de 23:00h a 1:00h de la madrugada; el 5º puesto.", "Al horno a ciento"
     " ochenta grados unos treinta y cinco minutos; de veintitrés horas a una en punto de la madrugada; el quinto"
     " puesto."),
    ("de", "Im 15-Min.-Takt zur 1-Liter-Flasche.", "Im fünfzehn-Minuten-Takt zur Ein-Liter-Flasche."),
    ("en", "Tickets (15€ pp, ex. returns) for a population (est. 2.3 billion), est. 1890.", "Tickets (fifteen euros"
     " per person, for example returns) for a population (estimated two point three billion), established eighteen"
     " ninety."),
    ("fr", "Une baisse de 20 pbs, une batterie de 3500 mAh.", "Une baisse de vingt points de base, une batterie de"
     " trois mille cinq cents milliampères-heure."),
    ("es", "Hubo 1 muerte y 21 noches sin luz en 1 región del sur.",
     "Hubo una muerte y veintiuna noches sin luz en una región del sur."),
    ("es", "La enfermedad afecta a 1 de cada 1.000 personas, y 21 de las pacientes eran niñas; fue 1 de los 20 casos.",
     "La enfermedad afecta a una de cada mil personas, y veintiuna de las pacientes eran niñas; fue uno de los"
     " veinte casos."),
    ("en", "It records 2160p at 30 fps and 720p at 1 fps.",
     "It records twenty-one sixty p at thirty frames per second and seven twenty p at one frame per second."),
    ("de", "Die Kamera filmt in 1080p.", "Die Kamera filmt in tausendachtzig p."),
    ("fr", "La vidéo est en 1080p à 25 fps.", "La vidéo est en mille quatre-vingts p à vingt-cinq images par seconde."),
    ("es", "Graba vídeo en 2160p a 30 fps.",
     "Graba vídeo en dos mil ciento sesenta p a treinta fotogramas por segundo."),
    ("de", "Nach dem Tod Ludwigs XIV. und der Krönung seines Sohnes Philipp II. kam Hans II. an die Macht.",
     "Nach dem Tod Ludwigs des Vierzehnten und der Krönung seines Sohnes Philipp des Zweiten kam Hans der Zweite"
     " an die Macht."),
    ("de", "Sie lief die 10 km in 51:26 Minuten, ist 1,60 m groß und sprang 2,45 m.",
     "Sie lief die zehn Kilometer in einundfünfzig Minuten sechsundzwanzig Sekunden, ist ein Meter sechzig groß und"
     " sprang zwei Meter fünfundvierzig."),
    ("fr", "Elle mesure 1,72 m et a couru en 42:10 minutes.",
     "Elle mesure un mètre soixante-douze et a couru en quarante-deux minutes dix secondes."),
    ("es", "El pívot mide 2,15 m; el salón, 12,40 m de largo.",
     "El pívot mide dos metros quince; el salón, doce metros cuarenta de largo."),
    ("de", "Anmeldung unter 02043 / 23029 oder 0201/123456.",
     "Anmeldung unter null zwei null vier drei, zwei drei null zwei neun oder null zwei null eins, eins zwei drei"
     " vier fünf sechs."),
    ("en", "Open Sat. 10am-4pm; the board meets Tue., 3 Mar.; sales rose 12% y/y, 3% QoQ.",
     "Open Saturday ten A M to four P M; the board meets Tuesday, the third of March; sales rose twelve percent year"
     " on year, three percent quarter over quarter."),
    ("es", "La reunión será el mar. 3 de feb. a las 10 h.",
     "La reunión será el martes tres de febrero a las diez horas."),
    ("fr", "Rendez-vous le mar. 3 févr. à 14 h.", "Rendez-vous le mardi trois février à quatorze heures."),
    ("de", "Geöffnet Sa. 10–14 Uhr; das BIP stieg um 0,3 % ggü. Vorjahr.",
     "Geöffnet Samstag zehn bis vierzehn Uhr; das BIP stieg um null Komma drei Prozent gegenüber Vorjahr."),
    ("es", "Abierto de 9:00 a 14:00 y de 15:30 a 19:00; la misa es a las 13:00.",
     "Abierto de nueve a catorce y de quince y media a diecinueve; la misa es a las trece en punto."),
    ("en", "The office is at 2257 34th St., the shop at 1905 Elm Street; it rose 38.62%.",
     "The office is at twenty-two fifty-seven thirty-fourth Street, the shop at nineteen oh five Elm Street; it rose"
     " thirty-eight point six two percent."),
    ("fr", "Le taux atteint 38.62% ; prendre 1 gélule/comprimé par jour.",
     "Le taux atteint trente-huit virgule soixante-deux pour cent ; prendre une gélule ou comprimé par jour."),
    ("de", "Am Sonntag,22. Oktober ist Wahl.", "Am Sonntag, den zweiundzwanzigsten Oktober ist Wahl."),
    ("es", "Viajó a EEUU en 2019.", "Viajó a Estados Unidos en dos mil diecinueve."),
    ("de", "Das Gericht entschied in 1. Instanz, der Antrag kam in 2. Lesung.",
     "Das Gericht entschied in erster Instanz, der Antrag kam in zweiter Lesung."),
    ("en", "The tray is 12in long; log in at 5 in the morning.",
     "The tray is twelve inches long; log in at five in the morning."),
    ("fr", "Selon l'article L 2232-5-1 du code du travail.",
     "Selon l'article L deux mille deux cent trente-deux tiret cinq tiret un du code du travail."),
    ("es", "Según el artículo 7.g) de la ley y el apartado 2 b).",
     "Según el artículo siete letra g de la ley y el apartado dos letra b."),
    ("en", "He won 5-7 7-6 3-6 16-14 in the final.",
     "He won five to seven, seven to six, three to six, sixteen to fourteen in the final."),
    ("de", "Sie gewann 6:4 3:6 7:5.", "Sie gewann sechs zu vier, drei zu sechs, sieben zu fünf."),
    ("en", "A 13MP-selfie camera on a 5km-long road.",
     "A thirteen megapixel-selfie camera on a five kilometer-long road."),
    ("en", "A fee of $45.00-$65.00; add 1/2 tsp salt; see p. 1607.", "A fee of forty-five dollars to sixty-five"
     " dollars; add half a teaspoon salt; see page one thousand, six hundred and seven."),
    # German: an ordinal before a name's adjective, a date after "bis", a club's number, fractions and halves
    # after a dative preposition, a chain of counts in a compound, Flurstück
    ("de", "Der Frieden von Dresden beendete 1745 den Krieg (2. Schlesischer Krieg).", "Der Frieden von Dresden"
     " beendete siebzehnhundertfünfundvierzig den Krieg (zweiter Schlesischer Krieg)."),
    ("de", "Das Museum ist vom 3. Oktober bis 5. Oktober 2024 geschlossen.", "Das Museum ist vom dritten Oktober bis"
     " fünften Oktober zweitausendvierundzwanzig geschlossen."),
    ("de", "Der 1. FC Köln verlor gegen Schalke 04, der FSV Mainz 05 gewann.", "Der erste FC Köln verlor gegen"
     " Schalke null vier, der FSV Mainz null fünf gewann."),
    ("de", "Die Kosten tragen die Klägerin zu 2/3 und der Beklagte zu 1/3; mit ½ Liter Milch.", "Die Kosten tragen"
     " die Klägerin zu zwei Dritteln und der Beklagte zu einem Drittel; mit einem halben Liter Milch."),
    ("de", "Für Rippchen nach der 3-2-1-Methode und eine 1-Zimmer-Wohnung.", "Für Rippchen nach der"
     " drei-zwei-eins-Methode und eine Ein-Zimmer-Wohnung."),
    ("de", "Das Flst. 123 grenzt an das Grundstück Flst.-Nr. 45.", "Das Flurstück einhundertdreiundzwanzig grenzt an"
     " das Grundstück Flurstück-Nummer fünfundvierzig."),
    # English: cents without the dollar's zero, a rule's lettered subdivisions, a year's apostrophe typed as a
    # backtick, a version after "version is now", a major version's wildcard
    ("en", "Dividends rose $.35 a share; the motion failed under Rule 12(b)(6) and Rule 10(b).", "Dividends rose"
     " thirty-five cents a share; the motion failed under Rule twelve b six and Rule ten b."),
    ("en", "The band toured in `86 and again in ´89.", "The band toured in eighty-six and again in eighty-nine."),
    ("en", "The minimum supported version is now 3.10, and Django v4.x is no longer tested.", "The minimum supported"
     " version is now three point ten, and Django version four point x is no longer tested."),
    # Spanish: ordinals written as the Americas write them, a minute and its added time, a clock time in four
    # figures before "horas"
    ("es", "Quedó 2do en la general y 3ra en la etapa; el 1ro de la fila y los 2dos platos.", "Quedó segundo en la"
     " general y tercera en la etapa; el primero de la fila y los segundos platos."),
    ("es", "A los 45+1′ llegó el empate y a los 29′ el primer gol.", "A los cuarenta y cinco más uno llegó el empate y"
     " a los veintinueve minutos el primer gol."),
    ("es", "A las 0930 horas salió el convoy y a las 2215 horas llegó.", "A las nueve horas y treinta minutos salió el"
     " convoy y a las veintidós horas y quince minutos llegó."),
    # a queen's number agrees with her
    ("es", "Se casó con María I de Inglaterra; Isabel II reinó después.", "Se casó con María primera de Inglaterra;"
     " Isabel segunda reinó después."),
    ("de", "Elisabeth I. regierte lange; unter Katharina II. wuchs Russland.", "Elisabeth die Erste regierte lange;"
     " unter Katharina der Zweiten wuchs Russland."),
    ("fr", "Marie Ire et Élisabeth II, après François Ier.", "Marie première et Élisabeth deux, après François"
     " premier."),
    # two words a slash joins into one thing
    ("fr", "Les matches aller/retour se jouent en mars.", "Les matches aller-retour se jouent en mars."),
    ("es", "Compré un billete de ida/vuelta a Sevilla.", "Compré un billete de ida y vuelta a Sevilla."),
    ("de", "Die Hin/Rückfahrt kostet 5 €.", "Die Hin- und Rückfahrt kostet fünf Euro."),
    # qkm, v.Chr. written closed, a title's Roman number, a measure written without its zero, metres above sea
    # level, a road's kilometre post with metres after the comma
    ("de", "Der Ort hat 284 Einwohner und 0,45 qkm Fläche; Funde aus der Zeit um 1575-1200 v.Chr.", "Der Ort hat"
     " zweihundertvierundachtzig Einwohner und null Komma vier fünf Quadratkilometer Fläche; Funde aus der Zeit um"
     " fünfzehnhundertfünfundsiebzig bis zwölfhundert vor Christus."),
    ("fr", "Les communes sont régies par le titre XII de la Constitution de 1958.", "Les communes sont régies par le"
     " titre douze de la Constitution de mille neuf cent cinquante-huit."),
    ("en", "Title IX bans discrimination; the loop is only .8 miles long.", "Title nine bans discrimination; the loop"
     " is only point eight miles long."),
    ("es", "La cima del Teide (3.718 m s. n. m.) y el accidente en el kilómetro 11,900 de la autovía.", "La cima del"
     " Teide (tres mil setecientos dieciocho metros sobre el nivel del mar) y el accidente en el kilómetro once coma"
     " novecientos de la autovía."),
    # a dollar amount written with a decimal point in a language that groups with points: cents, not hundreds
    ("es", "La aplicación cuesta $0.99 y el piso 250.000 €.", "La aplicación cuesta noventa y nueve centavos y el piso"
     " doscientos cincuenta mil euros."),
    # a dateline's month in capitals
    ("en", "WASHINGTON, DEC. 30, 2021 — The bureau projected growth.", "WASHINGTON, December thirtieth, twenty"
     " twenty-one, The bureau projected growth."),
    # abbreviations said so before a number only: circa before a year, minimum, regierte, a section, an
    # ordinance, a clause; a code's letter written against its article's number
    ("en", "The chapel (c. 1420) was rebuilt under Sec. 12 of Ord. 77; let it rest for min. 6 hours.", "The chapel"
     " (circa fourteen twenty) was rebuilt under section twelve of ordinance seventy-seven; let it rest for minimum"
     " six hours."),
    ("es", "Tabla de Juan de Flandes (c. 1496), según el inc. 3 del apdo. 2.", "Tabla de Juan de Flandes (hacia mil"
     " cuatrocientos noventa y seis), según el inciso tres del apartado dos."),
    ("fr", "Prendre 1 comprimé à intervalle de min. 4 heures, selon l'al. 2 de l'article L.312-1 du code.", "Prendre"
     " un comprimé à intervalle de minimum quatre heures, selon l'alinéa deux de l'article L. trois cent douze tiret"
     " un du code."),
    ("de", "Otto I. (reg. 936–973) ließ nach Ziff. 4 und Abschn. 2 Kirchen bauen; es dauert mind. 2 Stunden.", "Otto"
     " der Erste (regierte neunhundertsechsunddreißig bis neunhundertdreiundsiebzig) ließ nach Ziffer vier und"
     " Abschnitt zwei Kirchen bauen; es dauert mindestens zwei Stunden."),
    # Spanish: the first of a range of clock times written with a comma; the hour twenty-one is feminine
    ("es", "El museo abre de 10,00 a 21,30 horas y los sábados entre las 9:00 y las 21:00.", "El museo abre de diez"
     " a veintiuna y media y los sábados entre las nueve y las veintiuna."),
    # German: the end of a range of days written without its last full stop
    ("de", "Die Sperrung gilt vom 3.8. bis 14.8 zwischen Kassel und Fulda.", "Die Sperrung gilt vom dritten August bis"
     " vierzehnten August zwischen Kassel und Fulda."),
    # a price per a unit given finer than a cent: its cents and their decimals, as a pump shows them
    ("en", "Water costs $0.0042 per gallon and gas $3.459 a gallon.", "Water costs zero point four two cents per"
     " gallon and gas three dollars, forty-five point nine cents a gallon."),
    # a unit counted per after an amount's currency sign, and per a period after it
    ("fr", "Les charges atteignent 38 €/m²/an, contre 25 €/m² à Lyon.", "Les charges atteignent trente-huit euros par"
     " mètre carré par an, contre vingt-cinq euros par mètre carré à Lyon."),
    ("en", "Land sells for $12/sq ft near the river.", "Land sells for twelve dollars per square foot near the river."),
    # units after "50+", a straight double quote after a number as inches, square feet written "sq. ft." ending
    # the sentence
    ("en", "Expect gusts of 60+ mph and 2-4\" of rain.", "Expect gusts of sixty plus miles per hour and two to four"
     " inches of rain."),
    ("en", "The lot is 6,500 sq. ft.", "The lot is six thousand, five hundred square feet."),
    # a comma typed against the number after a word
    ("en", "The motion passed with 5 votes,2 against.", "The motion passed with five votes, two against."),
    # a fiscal year's letters written against its years; an ampersand between numbers
    ("en", "The FY2023-24 budget and the FY22 audit were approved.", "The FY twenty twenty-three to twenty"
     " twenty-four budget and the FY twenty-two audit were approved."),
    ("en", "See Tables 12 & 13 for the results.", "See Tables twelve and thirteen for the results."),
    # an equals sign opening a bracket: what the amount before comes to
    ("fr", "Dose maximale : 3 comprimés (= 1200 mg) par jour.", "Dose maximale : trois comprimés (soit mille deux"
     " cents milligrammes) par jour."),
    ("de", "Höchstens 2 Kapseln (= 500 mg) täglich.", "Höchstens zwei Kapseln (entspricht fünfhundert Milligramm)"
     " täglich."),
    # "et al." before a year is no clause (alinéa)
    ("fr", "Selon Dupont et al. 2019, et selon l'al. 3 du décret.", "Selon Dupont et al. deux mille dix-neuf, et selon"
     " l'alinéa trois du décret."),
    ("en", "The mill was built ca. 1890 and rebuilt in 1925.", "The mill was built circa eighteen ninety and rebuilt"
     " in nineteen twenty-five."),
    ("de", "Vom 01.11 bis 31.03. des Jahres ist dienstags Ruhetag.", "Vom ersten November bis einunddreißigsten März"
     " des Jahres ist dienstags Ruhetag."),
    # German: a number to dial before its verb
    ("de", "Am Wochenende können Sie die 116117 anrufen, im Notfall die 112 wählen.", "Am Wochenende können Sie die"
     " eins eins sechs eins eins sieben anrufen, im Notfall die eins eins zwei wählen."),
    # Spanish: a law's kind written as its initials before its number and year
    ("es", "Lo dispone el art. 39 del RD 2568/1986 y la LO 5/1985, de 19 de junio.", "Lo dispone el artículo treinta y"
     " nueve del Real Decreto dos mil quinientos sesenta y ocho de mil novecientos ochenta y seis y la Ley Orgánica"
     " cinco de mil novecientos ochenta y cinco, de diecinueve de junio."),
    # French: opening hours as two ranges, each written with a slash
    ("fr", "Service état civil : du mardi au vendredi 8h30/12h - 13h30/17h45.", "Service état civil : du mardi au"
     " vendredi huit heures trente à douze heures, treize heures trente à dix-sept heures quarante-cinq."),
    # a curly double quote after a number as inches; a size in inches, its unit said once
    ("en", "Pour into a lined 9” x 13” pan and bake for 25 minutes.", "Pour into a lined nine by thirteen inch pan and"
     " bake for twenty-five minutes."),
    # a kilometre post: the unit's name before its number
    ("fr", "Il remporte le sprint intermédiaire (km 119,5) avant de chuter au km 150.", "Il remporte le sprint"
     " intermédiaire (kilomètre cent dix-neuf virgule cinq) avant de chuter au kilomètre cent cinquante."),
    ("de", "Der Unfall geschah bei km 12 der A 7.", "Der Unfall geschah bei Kilometer zwölf der A sieben."),
    ("es", "Oficina de Turismo: C/ Mayor, 105.", "Oficina de Turismo: calle Mayor, ciento cinco."),
    # German: a plural unit in -er after a preposition that takes the dative
    ("de", "Nach 5 km erreicht man die Hütte, nach 1 km die Brücke.", "Nach fünf Kilometern erreicht man die Hütte,"
     " nach einem Kilometer die Brücke."),
    # a range with decimals or grouped thousands, said with "to", or "and" after "between"
    ("fr", "Le taux oscille entre 7,1-7,2 % depuis un an, pour 5 000-6 000 chômeurs de plus.", "Le taux oscille entre"
     " sept virgule un et sept virgule deux pour cent depuis un an, pour cinq mille à six mille chômeurs de plus."),
    ("de", "Die Dosis beträgt 1,5-2,5 mg; es kämpften 160.000-210.000 Mann.", "Die Dosis beträgt eins Komma fünf bis"
     " zwei Komma fünf Milligramm; es kämpften einhundertsechzigtausend bis zweihundertzehntausend Mann."),
    ("en", "Expect 1.5-2.5 inches of rain and 1,000-2,000 visitors.", "Expect one point five to two point five inches"
     " of rain and one thousand to two thousand visitors."),
    # one of so many, agreeing with the noun counted after it
    ("es", "Pueden aparecer en hasta 1 de cada 1.000 personas y en 1 de cada 10 hombres.", "Pueden aparecer en hasta"
     " una de cada mil personas y en uno de cada diez hombres."),
    ("fr", "Cela touche 1 sur 10 personnes.", "Cela touche une sur dix personnes."),
    # English: a pilcrow before its number; a count of thousands written with K
    ("en", "He sold 62 grams for $1,600. PSR ¶ 23; see also ¶¶ 21-25.", "He sold sixty-two grams for one thousand, six"
     " hundred dollars. PSR paragraph twenty-three; see also paragraphs twenty-one to twenty-five."),
    ("en", "Employment rose by 175K in April after a 10K run of gains.", "Employment rose by one hundred and"
     " seventy-five thousand in April after a ten K run of gains."),
    ("de", "Kinder ab 6 J. zahlen 5 €, seit 3 J. gilt der Tarif.", "Kinder ab sechs Jahren zahlen fünf Euro, seit drei"
     " Jahren gilt der Tarif."),
    # a weekday written short alone, before its hours
    ("de", "Geöffnet Di–So 10–18 Uhr, Do bis 20 Uhr.", "Geöffnet Dienstag bis Sonntag zehn bis achtzehn Uhr,"
     " Donnerstag bis zwanzig Uhr."),
    ("fr", "Ouvert lun.-ven. 9h-18h, sam. 9h-12h.", "Ouvert lundi à vendredi neuf heures à dix-huit heures, samedi"
     " neuf heures à douze heures."),
    ("en", "Hours: Mon-Fri 9am-5pm, Sat 10am-2pm.", "Hours: Monday to Friday nine A M to five P M, Saturday ten A M to"
     " two P M."),
    # English: a title written short before a name; an age group
    ("en", "Sen. Smith and Gov. Newsom met Prof. Lee; under-16s go free and over-50s pay half.", "Senator Smith and"
     " Governor Newsom met Professor Lee; under-sixteens go free and over-fifties pay half."),
    ("en", "Call the front desk, ext. 4, before noon.", "Call the front desk, extension four, before noon."),
    # two telephone numbers after one word, a spaced slash between them
    ("es", "Teléfono: 91 234 56 78 / 600 123 456.", "Teléfono: nueve uno, dos tres cuatro, cinco seis, siete ocho o"
     " seis cero cero, uno dos tres, cuatro cinco seis."),
    # a century written short before or after its Roman numeral
    ("es", "Construida en el s. XII, fue reformada en los ss. XVI y XVII.", "Construida en el siglo doce, fue reformada"
     " en los siglos dieciséis y diecisiete."),
    ("fr", "Construite au XIIe s., l'église fut remaniée ensuite.", "Construite au douzième siècle, l'église fut"
     " remaniée ensuite."),
    # German: a room count and a floor written short in a listing
    ("de", "Die Wohnung (3 Zi., 78 m², 2. OG) kostet 1.150 € warm; im EG ist ein Laden.", "Die Wohnung (drei Zimmer,"
     " achtundsiebzig Quadratmeter, zweites Obergeschoss) kostet eintausendeinhundertfünfzig Euro warm; im Erdgeschoss"
     " ist ein Laden."),
    ("de", "Sie erreichte in 2:15:30 Std. das Ziel.", "Sie erreichte in zwei Stunden fünfzehn Minuten dreißig Sekunden"
     " das Ziel."),
    # spoons written short in French and Spanish recipes, feminine
    ("fr", "Prenez 2 c. à soupe d'huile et 1 c. à café de sel.", "Prenez deux cuillères à soupe d'huile et une"
     " cuillère à café de sel."),
    ("es", "Se añaden 2 cdas. de aceite, 1 cda. de vinagre y 1/2 cdta. de sal.", "Se añaden dos cucharadas de aceite,"
     " una cucharada de vinagre y media cucharadita de sal."),
    ("en", "Rev. King spoke; see Annu. Rev. Biochem. 12.", "Reverend King spoke; see Annu. Rev. Biochem. twelve."),
    # weather, kitchens and history pages: temperatures without their sign, a range's unit written twice, an oven's
    # two heats and gas mark, "deg.", a fraction of a measure, pence, a range of letters, a range of dates
    ("en", "The all-time high is 37.2 C (1960) and the lowest temperature recorded on this date is -5.6 C (1966).",
     "The all-time high is thirty-seven point two degrees Celsius (nineteen sixty) and the lowest temperature"
     " recorded on this date is minus five point six degrees Celsius (nineteen sixty-six)."),
    ("en", "Winds variable at 6 to 8 mph (9.7 to 12.9 kph).", "Winds variable at six to eight miles per hour (nine"
     " point seven to twelve point nine kilometers per hour)."),
    ("en", "you'll need to decrease the temperature by 10C-20C, depending on the make.", "you'll need to decrease the"
     " temperature by ten to twenty degrees Celsius, depending on the make."),
    ("en", "Heat oven 180°C/160°C fan/Gas 4.", "Heat oven one hundred and eighty degrees Celsius, one hundred and sixty"
     " degrees Celsius fan, Gas mark four."),
    ("en", "Preheat oven to 350 deg. F. Combine all, mixing well.", "Preheat oven to three hundred and fifty degrees"
     " Fahrenheit. Combine all, mixing well."),
    ("en", "each 8 ounces of salted butter contains about 3/4 teaspoon of salt; add 1/2 cup of milk and 1/4 tsp of"
     " nutmeg.", "each eight ounces of salted butter contains about three quarters of a teaspoon of salt; add half a"
     " cup of milk and a quarter of a teaspoon of nutmeg."),
    ("en", "Calls can cost between 10p and £6 per call.", "Calls can cost between ten pence and six pounds per call."),
    ("en", "council tax payers in bands A-D", "council tax payers in bands A to D"),
    ("en", "Henry VIII (28 June 1491 – 28 January 1547) was King of England.", "Henry the Eighth (the twenty-eighth of"
     " June fourteen ninety-one to the twenty-eighth of January fifteen forty-seven) was King of England."),
    ("en", "He is 5′ 10″ tall.", "He is five feet ten inches tall."),
    # a match's minute in brackets, a kick-off time in brackets with its zones, an hour alone with "p.m."
    ("es", "obra de Mouctar Diakhaby (29′), pero Lionel Messi empató (45’+4) con golpe de cabeza", "obra de Mouctar"
     " Diakhaby (minuto veintinueve), pero Lionel Messi empató (minuto cuarenta y cinco más cuatro) con golpe de"
     " cabeza"),
    ("es", "Levante vs. Real Sociedad (12:30 p.m. ET/COL) y Sevilla", "Levante frente a Real Sociedad (doce y media del"
     " mediodía ET/COL) y Sevilla"),
    ("es", "Empieza a las 8 p.m. Luego cenamos.", "Empieza a las ocho de la noche. Luego cenamos."),
    ("de", "Tor durch Müller 84′, dann Kane (45'+2).", "Tor durch Müller vierundachtzigste Minute, dann Kane"
     " (fünfundvierzigste Minute plus zwei)."),
    ("en", "Salah (21') and Nunez (90+3')", "Salah (twenty-first minute) and Nunez (ninetieth minute plus three)"),
    # a century without its "e", an hour on the dot written "h 0"
    ("fr", "Vers la fin du XIX siècle, John Cooper Furniss", "Vers la fin du dix-neuvième siècle, John Cooper Furniss"),
    ("fr", "toutes les cinq minutes de 16 h 5 à 19 h 0 et de 9 h 35 à 16 h 0.", "toutes les cinq minutes de seize"
     " heures cinq à dix-neuf heures et de neuf heures trente-cinq à seize heures."),
    # a part's number opening a decision, a low quotation mark typed as two commas before a grouped amount
    ("de", "III. Der Senat beabsichtigt, den Streitwert auf 30.000,00 € festzusetzen.", "Drei. Der Senat beabsichtigt,"
     " den Streitwert auf dreißigtausend Euro festzusetzen."),
    ("de", 'werden die Wörter ,,eine Million Deutsche Mark" durch die Angabe ,,500 000 Euro" ersetzt.', "werden die"
     " Wörter eine Million Deutsche Mark durch die Angabe fünfhunderttausend Euro ersetzt."),
    ("en", "II. The Court finds", "Two. The Court finds"),
    ("es", "El viento seguirá soplando de componente S/SE y las temperaturas se mantendrán.", "El viento seguirá"
     " soplando de componente sur o sureste y las temperaturas se mantendrán."),
    ("fr", "Vent de secteur SO faible.", "Vent de secteur sud-ouest faible."),
    # a current in amperes where electricity is spoken of; a form's or a room's "4A" stays as written
    ("en", "When the standard charging current is 4A, it takes approximately 4.5 hours.", "When the standard"
     " charging current is four amps, it takes approximately four point five hours."),
    ("en", "Use a 10 A fuse.", "Use a ten amp fuse."),
    ("en", "See Form 4A.", "See Form four A."),
    ("de", "Das Ladegerät liefert 2,4 A.", "Das Ladegerät liefert zwei Komma vier Ampere."),
    # the points of the compass before a wind; a dose per a volume and an amount per a thing with spaced slashes
    ("en", "SW winds at 10 to 20 mph, increasing to 20 to 30 mph.", "southwest winds at ten to twenty miles per hour,"
     " increasing to twenty to thirty miles per hour."),
    ("en", "It is sold in a concentration of 160 mg / 5 mL or 32 mg per 1 mL.", "It is sold in a concentration of"
     " one hundred and sixty milligrams per five milliliters or thirty-two milligrams per one milliliter."),
    ("fr", "La participation est de 2 € / personne.", "La participation est de deux euros par personne."),
    ("en", "It costs $5 / month.", "It costs five dollars per month."),
    # a score before the word that names the game; a reign, a birth and a death before their years; rulers named
    # "the First" before "and" and another ruler
    ("en", "a 3-pointer that gave the Suns a 113-107 lead with 3:43 remaining.", "a three-pointer that gave the Suns"
     " a one hundred and thirteen to one hundred and seven lead with three forty-three remaining."),
    ("en", "his son Edward VI of England (r. 1547-1553 CE) and", "his son Edward the Sixth of England (reigned fifteen"
     " forty-seven to fifteen fifty-three CE) and"),
    ("en", "Ada Lovelace (b. 1815, d. 1852) wrote it.", "Ada Lovelace (born eighteen fifteen, died eighteen"
     " fifty-two) wrote it."),
    ("en", "father of Queen Mary I, Elizabeth I and Edward VI, had six wives.", "father of Queen Mary the First,"
     " Elizabeth the First and Edward the Sixth, had six wives."),
    ("en", "Then I and John II went.", "Then I and John the Second went."),
    ("en", "born in Greenwich on the 28th of January 1491 ( The British Monarchy, pg.1 ).", "born in Greenwich on the"
     " twenty-eighth of January fourteen ninety-one ( The British Monarchy, page one )."),
    # a currency's code before its amount, against it or not
    ("en", "the euro dipped by 0.06 percent to USD1.0470 against the US dollar.", "the euro dipped by zero point"
     " zero six percent to one point zero four seven zero dollars against the US dollar."),
    ("es", "Cuesta USD 500 o MXN 1.200.", "Cuesta quinientos dólares o mil doscientos pesos mexicanos."),
    ("de", "Es kostet CHF 20.", "Es kostet zwanzig Schweizer Franken."),
    # ratios and scales; a kitchen's temperatures without their sign
    ("es", "A escala 1:100, cada centímetro del plano corresponde a un metro.", "A escala uno a cien, cada"
     " centímetro del plano corresponde a un metro."),
    ("de", "Karte im Maßstab 1:25.000, Treffen um 10:30 Uhr.", "Karte im Maßstab eins zu fünfundzwanzigtausend,"
     " Treffen um zehn Uhr dreißig."),
    ("en", "mixed in a ratio of 1:3, then John 3:16.", "mixed in a ratio of one to three, then John three sixteen."),
    ("es", "Precalentar el horno a 180C.", "Precalentar el horno a ciento ochenta grados Celsius."),
    ("es", "Horneamos unos 10 minutos a 180º.", "Horneamos unos diez minutos a ciento ochenta grados."),
    ("en", "Bake at 180° degrees.", "Bake at one hundred and eighty degrees."),
    ("es", "batería de 66 Whr, dos puertos USB 3.0.", "batería de sesenta y seis vatios hora, dos puertos USB tres"
     " punto cero."),
    # a percentage's thousandths after a decimal comma; no "de" between a scale word and a preposition
    ("es", "Así, Bankia subió un 2,181%, seguido de Bankinter (+1,805%).", "Así, Bankia subió un dos coma ciento"
     " ochenta y uno por ciento, seguido de Bankinter (más uno coma ochocientos cinco por ciento)."),
    ("es", "Los precios subieron 1,000% en un año.", "Los precios subieron mil por ciento en un año."),
    ("es", "110.000 millones entre 46 millones de habitantes.", "ciento diez mil millones entre cuarenta y seis"
     " millones de habitantes."),
    # French: an article's code letter against its number, raised letters after a number, an elision typed apart
    ("fr", "Art. L2121.7 - Le Conseil Municipal se réunit.", "Article L deux mille cent vingt et un point sept, Le"
     " Conseil Municipal se réunit."),
    ("fr", "La mairie du 9ᵉ arrondissement sera fermée le 1ᵉʳ mai.", "La mairie du neuvième arrondissement sera fermée"
     " le premier mai."),
    ("fr", "Il est l' ancien FICP N°1 mondial en 1989.", "Il est l'ancien FICP numéro un mondial en mille neuf cent"
     " quatre-vingt-neuf."),
    # German: a feminine compound counted, a town's river, a kitchen machine's settings, two opposite parts of one
    # compound, the elder and the younger of a name
    ("de", "nehmen 3-mal täglich 1 Hartkapsel Silymarine ein.", "nehmen dreimal täglich eine Hartkapsel Silymarine"
     " ein."),
    ("de", "Der ICE-Halt um 7.20 Uhr Richtung Frankfurt/M. fehlt.", "Der ICE-Halt um sieben Uhr zwanzig Richtung"
     " Frankfurt am Main fehlt."),
    ("de", "Wasser und Hefe in den Mixtopf geben und 2 Min./37° Grad/Stufe 1 vermischen.", "Wasser und Hefe in den"
     " Mixtopf geben und zwei Minuten, siebenunddreißig Grad, Stufe eins vermischen."),
    ("de", "dann bei Ober/Unterhitze 180 Grad backen, die Vor-/Nachteile und der Ein/Ausgang.", "dann bei Ober- und"
     " Unterhitze einhundertachtzig Grad backen, die Vor- und Nachteile und der Ein- und Ausgang."),
    ("de", "Simon Zelotes mit der Säge, Jakobus d. J. mit der Walkerstange, Jakobus d. Ä mit der Muschel.", "Simon"
     " Zelotes mit der Säge, Jakobus der Jüngere mit der Walkerstange, Jakobus der Ältere mit der Muschel."),
    ("de", "Die Zahlen vom Mai d. J. und Ende d. J. sind da.", "Die Zahlen vom Mai des Jahres und Ende des Jahres"
     " sind da."),
    # an amount of one euro and cents after a dative preposition; kelvins where a temperature is spoken of
    ("de", "Die Preise liegen kurz vor dem Wochenende bei 1,05 Euro.", "Die Preise liegen kurz vor dem Wochenende bei"
     " einem Euro und fünf Cent."),
    ("de", "Ab 1,99 Euro im Monat, ab 1 Stunde teurer.", "Ab einem Euro und neunundneunzig Cent im Monat, ab einer"
     " Stunde teurer."),
    ("fr", "sa température est de 1 Kelvin, en dessous de celle du fond diffus cosmologique (3K).", "sa température"
     " est d'un Kelvin, en dessous de celle du fond diffus cosmologique (trois kelvins)."),
    ("en", "The temperature fell to 2.7 K. He ran a 5K race in the heat.", "The temperature fell to two point seven"
     " kelvins. He ran a five K race in the heat."),
    # British times with a dot, a gas mark after Fahrenheit, one size in two units, laws' numbers in a list,
    # Saint without its stop
    ("en", "Flight BA2232, due to leave Bermuda at 8.15pm, is now listed for departure at 9.10pm.", "Flight BA2232, due"
     " to leave Bermuda at eight fifteen P M, is now listed for departure at nine ten P M."),
    ("en", "Preheat the oven to 180ºC (350ºF/Gas 4).", "Preheat the oven to one hundred and eighty degrees Celsius"
     " (three hundred and fifty degrees Fahrenheit, Gas mark four)."),
    ("en", 'Place the mixture in a lined 15cm/6" cake tin.', "Place the mixture in a lined fifteen centimeters, six"
     " inch cake tin."),
    ("en", "adopted in September 2024 by ordinances 9793-24 and 9794-24.", "adopted in September twenty twenty-four by"
     " ordinances nine thousand, seven hundred and ninety-three dash twenty-four and nine thousand, seven hundred and"
     " ninety-four dash twenty-four."),
    ("en", "the temperature hitting 28C in London's St James's Park while", "the temperature hitting twenty-eight"
     " degrees Celsius in London's Saint James's Park while"),
    # a range with its unit written twice around a spaced dash
    ("es", "Niños de 6 a 10 años: 250 mg - 325 mg de paracetamol cada 4-6 horas.", "Niños de seis a diez años:"
     " doscientos cincuenta a trescientos veinticinco miligramos de paracetamol cada cuatro a seis horas."),
    # French plural ordinals, a recipe's grams and its list, quintals and millions of tonnes, an article's number
    ("fr", "Les hommes de Guy Novès remontent à la 5e place, tandis que les Lyonnais sont 13es.", "Les hommes de Guy"
     " Novès remontent à la cinquième place, tandis que les Lyonnais sont treizièmes."),
    ("fr", "les autres 2èmes et les 1res.", "les autres deuxièmes et les premières."),
    ("fr", "250grs de farine/150grs de sucre/ 1 cuillère à soupe de miel/ 1 verre de lait", "deux cent cinquante"
     " grammes de farine, cent cinquante grammes de sucre, une cuillère à soupe de miel, un verre de lait"),
    ("fr", "le Nord s'empare de la première marche du podium à 94 q/ha, soit 12 q/ha de plus.", "le Nord s'empare de la"
     " première marche du podium à quatre-vingt-quatorze quintaux par hectare, soit douze quintaux par hectare de"
     " plus."),
    ("fr", "la récolte de colza atteindrait 4,3 Mt, en forte hausse.", "la récolte de colza atteindrait quatre virgule"
     " trois millions de tonnes, en forte hausse."),
    ("fr", "l'indemnité de licenciement prévue à l'article L. 1234-9.", "l'indemnité de licenciement prévue à l'article"
     " L. mille deux cent trente-quatre tiret neuf."),
    # German courts and files, trains, a ruler after a verb, a share in thousandths
    ("de", "Urteil des Amtsgericht Düsseldorf v. 01.12.2016", "Urteil des Amtsgericht Düsseldorf vom ersten Dezember"
     " zweitausendsechzehn"),
    ("de", "Reparaturkosten in Höhe von 1.658,07 Euro veranschlagt (Bl. 5 ff. d.A.).", "Reparaturkosten in Höhe von"
     " eintausendsechshundertachtundfünfzig Euro und sieben Cent veranschlagt (Blatt fünf fortfolgende der Akte)."),
    ("de", "aus Art. 2 Abs. 1 iVm Art. 1 Abs. 1 GG", "aus Artikel zwei Absatz eins in Verbindung mit Artikel eins"
     " Absatz eins GG"),
    ("de", "RB23 (von 21Uhr bis Mitternacht zwischen Berlin Hbf und Falkenberg)", "RB23 (von einundzwanzig Uhr bis"
     " Mitternacht zwischen Berlin Hauptbahnhof und Falkenberg)"),
    ("de", 'Im Gegensatz zum "Soldatenkönig" führte Friedrich II. häufig Krieg.', "Im Gegensatz zum Soldatenkönig"
     " führte Friedrich der Zweite häufig Krieg."),
    ("de", "Sie scheiterten mit 4,995 Prozent an der Fünfprozenthürde.", "Sie scheiterten mit vier Komma neun neun fünf"
     " Prozent an der Fünfprozenthürde."),
    # a season of two years in a row, no date and no fraction
    ("es", "La campaña de aceite de oliva 2023/2024 se cerró.", "La campaña de aceite de oliva dos mil veintitrés a dos"
     " mil veinticuatro se cerró."),
    ("es", "en los cuartos de final de Liga ACB 09/10 contra Estudiantes", "en los cuartos de final de Liga ACB dos mil"
     " nueve a dos mil diez contra Estudiantes"),
    ("de", "am 09/10 war es", "am neunten Oktober war es"),
    # the British press's per cent, millions and pence; a fraction's own article; kilometres per second; "&"
    ("en", "Prices rose 45pc to 14.0m tonnes, 46p/day, 28p-30p a litre.", "Prices rose forty-five percent to fourteen"
     " point zero million tonnes, forty-six pence per day, twenty-eight to thirty pence a litre."),
    ("en", "Drill a 1/8 inch hole and add 1/8 teaspoon of salt.", "Drill an eighth-inch hole and add an eighth of a"
     " teaspoon of salt."),
    ("en", "It moves at 30 km/s; tuition & fees rose at Marks & Spencer.", "It moves at thirty kilometers per second;"
     " tuition and fees rose at Marks and Spencer."),
    ("es", "Resolución No. 326 del año.", "Resolución número trescientos veintiséis del año."),
    # a rate per a round number after a slash
    ("fr", "70,5 cas/100 000 habitants, soit + 20 %, 12 cas /100 000 hab.", "soixante-dix virgule cinq cas par cent"
     " mille habitants, soit plus vingt pour cent, douze cas par cent mille habitants."),
    # German: as the law says, for now, last year, decitonnes, peak kilowatts, the wind's scale before its number,
    # a baking tray's size and a degree written as a raised zero
    ("de", "gem. § 5 und z. Z. im Vj. 35 dt/ha bei 10 kWp (12 Bft).", "gemäß Paragraf fünf und zurzeit im Vorjahr"
     " fünfunddreißig Dezitonnen pro Hektar bei zehn Kilowatt-Peak (Windstärke zwölf)."),
    ("de", "Backblech 33*20cm bei 160⁰C backen.", "Backblech dreiunddreißig mal zwanzig Zentimeter bei"
     " einhundertsechzig Grad Celsius backen."),
    # Spanish ordinals of eleven and twelve as the RAE writes them
    ("es", "Durante la XI Legislatura y la 12ª edición quedó en 11.º lugar.", "Durante la undécima Legislatura y la"
     " duodécima edición quedó en undécimo lugar."),
    # a decimal written with a point before a unit, in French and German; a zero before a point and three digits
    ("fr", "Il ne consomme que 3.3l/100km; elle passera alors à 0.0832 Unités Astronomiques.", "Il ne consomme que"
     " trois virgule trois litres par cent kilomètres; elle passera alors à zéro virgule zéro huit cent"
     " trente-deux Unités Astronomiques."),
    ("de", "Es wiegt 2.5 kg und misst 1.85 m.", "Es wiegt zwei Komma fünf Kilogramm und misst ein Meter"
     " fünfundachtzig."),
    # German compounds written against their number
    ("de", "Die 2jährige Stute, ein 10facher Anstieg, eine 100%ige Sicherheit, Start um 9:15Uhr.", "Die zweijährige"
     " Stute, ein zehnfacher Anstieg, eine einhundertprozentige Sicherheit, Start um neun Uhr fünfzehn."),
    # English month and day after a word that says when; fractions stay
    ("en",
     "The meeting on 10/11 was cancelled; valid from 3/1 to 3/15, it grew from 1/4 to 1/2 and rose by 1/3.",
     "The meeting on October eleventh was cancelled; valid from March first to March fifteenth, it grew from one"
     " quarter to one half and rose by one third."),
    ("en-GB", "Valid from 3/1 to 15/1.", "Valid from the third of January to the fifteenth of January."),
    # a decimal comma with three digits in French and German is no group of thousands
    ("fr", "Sa densité est alors égale à 1,815.", "Sa densité est alors égale à un virgule huit cent quinze."),
    ("de", "Die Sonne hat einen Wert von −26,832 mag, es kostet US$ 40,000.", "Die Sonne hat einen Wert von minus"
     " sechsundzwanzig Komma acht drei zwei mag, es kostet vierzigtausend Dollar."),
    # a 24-hour time with its zone; a.m. before a bracket
    ("en", "It hit at 10:33 a.m. (17:33 GMT) near the valley and opened at 10 a.m. (local time).", "It hit at ten"
     " thirty-three A M (seventeen thirty-three GMT) near the valley and opened at ten A M (local time)."),
    # Spanish news times before horas
    ("es", "El sismo ocurrió a las 20.19 horas; otro a las 23:32 horas, de 9.30 a 13.15 horas (2:44h).", "El sismo"
     " ocurrió a las veinte horas y diecinueve minutos; otro a las veintitrés horas y treinta y dos minutos, de"
     " nueve y media a trece y cuarto (dos horas y cuarenta y cuatro minutos)."),
    # feminine units in Spanish thousands; knots, micrometres, mercury, sea miles, typographic points
    ("es", "Un par de 600 Nm a 2.500 rpm y 760 mmHg, fuente a 12 pt., con una extensión máxima.", "Un par de"
     " seiscientos newton metros a dos mil quinientas revoluciones por minuto y setecientos sesenta milímetros de"
     " mercurio, fuente a doce puntos, con una extensión máxima."),
    ("en", "Winds of 15 kt gusting 25 kt; 0.2 μm; 73 km/s/Mpc.", "Winds of fifteen knots gusting twenty-five knots;"
     " zero point two micrometers; seventy-three kilometers per second per megaparsec."),
    ("de", "Nach 42 sm und 1 sm weiter; insg. 500 Besucher; die ‚19er‘ Serie.", "Nach zweiundvierzig Seemeilen und"
     " eine Seemeile weiter; insgesamt fünfhundert Besucher; die neunzehner Serie."),
    ("fr", "(DH liquide = -814 kJ/mol); une portion de 250 kcal.", "(DH liquide égale moins huit cent quatorze"
     " kilojoules par mole); une portion de deux cent cinquante kilocalories."),
    # a fraction of a unit in French, its elision; a range of days before their month
    ("fr", "(ou 3/4l de lait + 1/4l d'eau), 3/4 h de marche, le Tour (1er-23 juillet), du 3-5 mai.", "(ou trois quarts"
     " de litre de lait plus un quart de litre d'eau), trois quarts d'heure de marche, le Tour (du premier au"
     " vingt-trois juillet), du trois au cinq mai."),
    ("es", "Feria (3-5 de mayo) en Sevilla; o directamente 2 tazas y ½ de harina.", "Feria (del tres al cinco de mayo)"
     " en Sevilla; o directamente dos tazas y media de harina."),
    # Roman numerals after words that number things
    ("es", "Modalidad I: premio; la Fase II del proyecto.", "Modalidad uno: premio; la Fase dos del proyecto."),
    ("en", "A Category IV hurricane; Type I diabetes; GEORGE III., King of England.", "A Category four hurricane; Type"
     " one diabetes; GEORGE the Third, King of England."),
    # a phone number in brackets after its word; a currency said once
    ("es",
     "Por teléfono (918695013) o por correo; por más de US$1.536 millones de dólares, con un mínimo.",
     "Por teléfono (nueve uno ocho seis nueve cinco cero uno tres) o por correo; por más de mil quinientos treinta"
     " y seis millones de dólares, con un mínimo."),
    # a dash that opens an aside is no minus; a range with its unit against it
    ("es",
     "Mide 109,70 m de eslora total –99 m de eslora entre perpendiculares–, 17 m de manga (1,5-2,3g).",
     "Mide ciento nueve coma setenta metros de eslora total, noventa y nueve metros de eslora entre"
     " perpendiculares, diecisiete metros de manga (uno coma cinco a dos coma tres gramos)."),
    # ranges of clock times and from a fraction; an article for a number said in hundreds
    ("en", "The hours are 9am - 4.15pm; ½ – 1 tablet; only an 1100 ft gain.", "The hours are nine A M to four fifteen"
     " P M; one half to one tablet; only an eleven hundred foot gain."),
    # runways, a size in feet, a length before its noun
    ("en",
     "They approached runways 36L and 36R on a plot of 62′ x 111′; it carries 9,500 20' containers; he is 6′ tall.",
     "They approached runways thirty-six left and thirty-six right on a plot of sixty-two by one hundred and eleven"
     " feet; it carries nine thousand, five hundred, twenty-foot containers; he is six feet tall."),
    ("fr", "Atterrissage sur la piste 27R.", "Atterrissage sur la piste vingt-sept droite."),
    # sport's tallies: a record of wins and losses, shots made of shots taken, a cricket innings (a score stays "to")
    ("en", "The Bears improve to 8-6 on the season with a 10-2 record at home; they won 4-1.", "The Bears improve to"
     " eight and six on the season with a ten and two record at home; they won four to one."),
    ("en", "He went 15-24 shooting and 7-of-10 from three; England were 481-6 at tea.", "He went fifteen for"
     " twenty-four shooting and seven for ten from three; England were four hundred and eighty-one for six at tea."),
    # a game's score with a colon after a word of its result, and the half-time's in brackets; no clock time
    ("de", "Der THW gewann 21:21 (9:10), Kiel siegte mit 30:25 (15:12); das Spiel beginnt um 20:30 Uhr.", "Der THW"
     " gewann einundzwanzig zu einundzwanzig (neun zu zehn), Kiel siegte mit dreißig zu fünfundzwanzig (fünfzehn zu"
     " zwölf); das Spiel beginnt um zwanzig Uhr dreißig."),
    ("es", "El Madrid ganó 3:1 al Barça.", "El Madrid ganó tres a uno al Barça."),
    # hours and minutes written with an "h": a duration, or a time after a word of the clock
    ("en", "She ran it in 2h40.", "She ran it in two hours forty minutes."),
    ("de", "Er lief die Strecke in 2h40, um 14h30 geht es los.", "Er lief die Strecke in zwei Stunden vierzig"
     " Minuten, um vierzehn Uhr dreißig geht es los."),
    # a decimal part's leading zeros one by one, then the number, in French and Spanish
    ("fr", "Elle passera à 0,0832 UA et 0,05 %.", "Elle passera à zéro virgule zéro huit cent trente-deux UA et zéro"
     " virgule zéro cinq pour cent."),
    ("es", "Pesa 0,0832 gramos.", "Pesa cero coma cero ochocientos treinta y dos gramos."),
    # the writer's "Primero" opening a sentence stays; a menu's path with a label in capitals
    ("es", "Primero necesita instalar el paquete; el 1.º puesto.", "Primero necesita instalar el paquete; el primer"
     " puesto."),
    ("en", "Open Parser > projectService to set it, if count > limit.", "Open Parser, then projectService to set"
     " it, if count greater than limit."),
    # a point before a scale word or a percent sign in Spanish: Latin America's decimal mark
    ("es", "La economía creció 6.8% y el país B tiene 18.9 millones; cuesta 2.50 €.", "La economía creció seis punto"
     " ocho por ciento y el país B tiene dieciocho punto nueve millones; cuesta dos euros con cincuenta céntimos."),
    # opus numbers; hourly; millions in German; units of energy, sea and data
    ("en", "The Sonata Op. 70; take 8 hrly.", "The Sonata opus seventy; take eight hourly."),
    ("es", "El cuarteto op. 125; a 120 NM de la costa.", "El cuarteto opus ciento veinticinco; a ciento veinte millas"
     " náuticas de la costa."),
    ("fr", "La centrale a produit 1,8 TWh; l'article 4ter du code.", "La centrale a produit un virgule huit"
     " térawattheure; l'article quatre ter du code."),
    ("de", "Es sind 3,5 Mill. km, 10.710 NM (19.835 KM) und 64 KByte.", "Es sind drei Komma fünf Millionen Kilometer,"
     " zehntausendsiebenhundertzehn Seemeilen (neunzehntausendachthundertfünfunddreißig Kilometer) und"
     " vierundsechzig Kilobyte."),
    # an article's number and its bis; a dash typed as two hyphens around an aside
    ("es", "Según el art. 172bis LC.", "Según el artículo ciento setenta y dos bis LC."),
    ("fr", "Le volcan -- sa taille est de 900 mètres --, dit-il.", "Le volcan, sa taille est de neuf cents mètres,"
     " dit-il."),
    # a score before the word for a win; the sides of a box; an amount per a unit with spaced slash
    ("de", "Nach dem 30:29-Erfolg: 153x77x8,6 Millimeter für 21,00 Euro / ha.", "Nach dem dreißig zu"
     " neunundzwanzig-Erfolg: einhundertdreiundfünfzig mal siebenundsiebzig mal acht Komma sechs Millimeter für"
     " einundzwanzig Euro pro Hektar."),
    # a date with its month in Roman numerals
    ("es", "Nació el 10-IX-1838 en Lima.", "Nació el diez de septiembre de mil ochocientos treinta y ocho en Lima."),
    ("de", "Am 3.X.1990 gegründet.", "Am dritten Oktober neunzehnhundertneunzig gegründet."),
    # a recipe's cups written C; times without their colon before a half or a zone, said as the clock shows them
    ("en", "Add 1/2 C white flour and 2 C sugar.", "Add half a cup white flour and two cups sugar."),
    ("en", "Landfall at 500 PM AST (2100 UTC), at 17:05 GMT.", "Landfall at five P M AST (twenty-one hundred UTC), at"
     " seventeen oh five GMT."),
    # a ratio with a decimal after the word for it (a contrast); a folder whose name starts with its dot, and its path
    ("en", "The contrast ratio must be at least 5.5:1 in .vitepress/cache files.", "The contrast ratio must be at"
     " least five point five to one in dot vitepress slash cache files."),
    # India's grouping in lakhs; a million after a German dative preposition; a price per a unit in capitals
    ("en", "A total of 5,81,876 votes.", "A total of five lakh, eighty-one thousand, eight hundred and seventy-six"
     " votes."),
    ("de", "Gefördert mit 1.908.828 Euro.",
     "Gefördert mit einer Million neunhundertachttausendachthundertachtundzwanzig Euro."),
    ("es", "Cuesta 0,03€/MB.", "Cuesta tres céntimos por megabyte."),
    # an elision before a quotation keeps its apostrophe
    ("fr", "L'usage d'\"encarts\" et d'« objets » est conseillé.", "L'usage d'encarts et d'objets est conseillé."),
    # versions listed after one are versions too
    ("en", "Node.js version 20.19+, 22.12+ or Python 3.10, 3.11 or 3.12.", "Node.js version twenty point nineteen"
     " plus, twenty-two point twelve plus or Python three point ten, three point eleven or three point twelve."),
    # music's time signatures
    ("en", "Some example time signatures are \"4/4\", \"6/8\"; a waltz in 3/4 time, 3/4 of the time.", "Some example"
     " time signatures are four four, six eight; a waltz in three four time, three quarters of the time."),
    ("es", "Cambia de compás desde 2/4 hasta 3/8.", "Cambia de compás desde dos por cuatro hasta tres por ocho."),
    # a menu's path with an arrow between quoted labels
    ("de", "Klicken Sie in der \"Administration\" → \"Einstellungen\" im Tab Freigabe.", "Klicken Sie in der"
     " Administration, dann Einstellungen im Tab Freigabe."),
    # a race's time after a word of its result or a record stays a time: hundredths, hours with seconds
    ("de", "Cuche gewann in 1:47,28 Minuten; mit dem Europarekord von 2:05:11 gewann Mo Farah.", "Cuche gewann in"
     " einer Minute siebenundvierzig Komma zwei acht Sekunden; mit dem Europarekord von zwei Stunden fünf Minuten"
     " elf Sekunden gewann Mo Farah."),
    # a note raised or lowered
    ("en", "A sonata in F# minor and B♭ major, written in C#.", "A sonata in F sharp minor and B flat major, written"
     " in C sharp."),
    ("fr", "La sonate en ut # mineur et do# majeur.", "La sonate en ut dièse mineur et do dièse majeur."),
    ("es", "En do# menor y si♭ mayor.", "En do sostenido menor y si bemol mayor."),
    # a repository's issue; two names with their numbers, slashed
    ("en", "See gohugoio/hugo#6892; it supports PEP 517/PEP 660 builds.", "See gohugoio slash hugo number six"
     " thousand, eight hundred and ninety-two; it supports PEP five hundred and seventeen, PEP six hundred and sixty"
     " builds."),
    # a handball game's running scores, each named with an article
    ('de', 'Von einem 13:16 ging es über ein 16:17 zur Pause auf 21:18, aus dem 24:22 wurde ein 26:28 und dann '
     'ein 29:28 bevor ausgerechnet Grüner das 30:28 erzielte.',
     'Von einem dreizehn zu sechzehn ging es über ein sechzehn zu siebzehn zur Pause auf einundzwanzig zu '
     'achtzehn, aus dem vierundzwanzig zu zweiundzwanzig wurde ein sechsundzwanzig zu achtundzwanzig und dann '
     'ein neunundzwanzig zu achtundzwanzig bevor ausgerechnet Grüner das dreißig zu achtundzwanzig erzielte.'),
    # a tennis match's sets, written with slashes
    ('es', 'Cayó con el sueco Mats Wilander en cuatro horas y 42 minutos de juego (1-6/6-7/6-0/6-4).',
     'Cayó con el sueco Mats Wilander en cuatro horas y cuarenta y dos minutos de juego (uno a seis, seis a '
     'siete, seis a cero, seis a cuatro).'),
    # a race's gaps in minutes and seconds, written with an apostrophe
    ('fr', 'Après cette 20e étape, il conserve 1’51 d’avance sur le Néerlandais Tom Dumoulin et 2’24 sur le '
     'Britannique Chris Froome.',
     "Après cette vingtième étape, il conserve une minute cinquante et une secondes d'avance sur le Néerlandais "
     'Tom Dumoulin et deux minutes vingt-quatre secondes sur le Britannique Chris Froome.'),
    # an arc's minutes and seconds where the sky is spoken of; a coordinate's stay
    ('de', 'Der Komet hat eine Koma von 5′ Durchmesser und steht bei 12°30′15″ N.',
     'Der Komet hat eine Koma von fünf Bogenminuten Durchmesser und steht bei zwölf Grad dreißig Minuten '
     'fünfzehn Sekunden Nord.'),
    ('en', 'Its rather oblate (flattened) globe appears 49.4″ wide, and shines at magnitude -2.9.',
     'Its rather oblate (flattened) globe appears forty-nine point four arcseconds wide, and shines at magnitude '
     'minus two point nine.'),
    ('en', 'The 27″ monitor shows the stars.',
     'The twenty-seven inch monitor shows the stars.'),
    # a flight level, digit by digit
    ('en', 'Apply 2,000 feet at or above FL 290 between non-RVSM aircraft.',
     'Apply two thousand feet at or above flight level two nine zero between non-RVSM aircraft.'),
    # a unit per a product of two units
    ('en', 'The specific heat capacities are approximately 4.18 J/g°C and 1 W/m·K.',
     'The specific heat capacities are approximately four point one eight joules per gram per degree Celsius and '
     'one watt per meter per kelvin.'),
    ('de', 'Die Wärmekapazität beträgt 4,18 J/(g·K).',
     'Die Wärmekapazität beträgt vier Komma eins acht Joule pro Gramm pro Kelvin.'),
    # a range's word typed against its end
    ('en', 'Thin to one plant every 45 to 60cm (18 to24in).',
     'Thin to one plant every forty-five to sixty centimeters (eighteen to twenty-four inches).'),
    # one size in two units, the inch typed as two apostrophes
    ('fr', 'Ce smartphone à écran Full HD de 6’’/15,25 cm intègre un projecteur laser.',
     'Ce smartphone à écran Full HD de six pouces, quinze virgule vingt-cinq centimètres intègre un projecteur '
     'laser.'),
    # return trips counted; an hour plus minutes
    ('fr', 'Il y aura 5 AR par jour, avec des départs de Strasbourg à H+21 et H+51.',
     'Il y aura cinq allers-retours par jour, avec des départs de Strasbourg à H plus vingt et un et H plus '
     'cinquante et un.'),
    # knots where a speed is spoken of, in French
    ('fr', 'L’A320-200 a une vitesse maximale de croisière de 903km/h (487kt).',
     "L'A320 deux cents a une vitesse maximale de croisière de neuf cent trois kilomètres par heure (quatre cent "
     'quatre-vingt-sept nœuds).'),
    # millions of twenty-foot containers
    ('fr', 'Il reste second port à conteneurs en Europe avec 8,96 MEVP, derrière Rotterdam (12,3 MEVP).',
     "Il reste second port à conteneurs en Europe avec huit virgule quatre-vingt-seize millions d'EVP, derrière "
     "Rotterdam (douze virgule trois millions d'EVP)."),
    # a number's word before a name
    ('fr', "La loi n° 2006-728 du 23 juin 2006 (N° Lexbase : L0807HK4) s'applique.",
     'La loi numéro deux mille six tiret sept cent vingt-huit du vingt-trois juin deux mille six (numéro Lexbase '
     ": L0807HK4) s'applique."),
    ('es', 'Indique su n.º de cuenta.',
     'Indique su número de cuenta.'),
    # a date before a court's file number: no range
    ('de', 'Das Landgericht (LG Berlin, Urteil vom 20.08.2021 - 66 S 98/20 -) hatte die Klage abgewiesen.',
     'Das Landgericht (LG Berlin, Urteil vom zwanzigsten August zweitausendeinundzwanzig, sechsundsechzig S '
     'achtundneunzig Strich zwanzig) hatte die Klage abgewiesen.'),
    # a range of full dates
    ('de', 'Vom 20.08.2021-25.08.2021 geschlossen.',
     'Vom zwanzigsten August zweitausendeinundzwanzig bis fünfundzwanzigsten August zweitausendeinundzwanzig '
     'geschlossen.'),
    ('es', 'Del 1/3/2024 - 5/3/2024.',
     'Del uno de marzo de dos mil veinticuatro al cinco de marzo de dos mil veinticuatro.'),
    # a range before a compound's noun; a count before it, no year
    ('de', 'Es erzeugt den Jahresstrom für 1430 3-4-Personen-Haushalte.',
     'Es erzeugt den Jahresstrom für eintausendvierhundertdreißig Drei- bis Vier-Personen-Haushalte.'),
    # an ordinal that ends its sentence, an adverb after its article
    ('de', 'Er feierte damit seinen zehnten Weltcupsieg sowie seinen insgesamt 18.',
     'Er feierte damit seinen zehnten Weltcupsieg sowie seinen insgesamt achtzehnten.'),
    # a gap with its seconds' mark; a decimal apostrophe
    ('es', 'Llegó a 1\'05" del líder, un 9’8% más.',
     'Llegó a un minuto cinco segundos del líder, un nueve coma ocho por ciento más.'),
    # a shutter's speed: a part of a second; an aperture
    ('en', 'If your lens opens no wider than f8, the best you can do at ISO 100 in full daylight is 1/500th '
     'second at F8.',
     'If your lens opens no wider than f eight, the best you can do at ISO one hundred in full daylight is one '
     'five hundredth of a second at F eight.'),
    ('fr', "Il est recommandé de choisir des vitesses d'environ 1/500e ou 1/1000e de seconde.",
     "Il est recommandé de choisir des vitesses d'environ un cinq centième de seconde ou un millième de seconde."),
    ('de', 'D.h. wenn Sie mit 300mm fotografieren, dann sollte mindestens 1/250 sec. gewählt werden, besser '
     'ist 1/500 sec.',
     'Das heißt wenn Sie mit dreihundert Millimetern fotografieren, dann sollte mindestens eine '
     'zweihundertfünfzigstel Sekunde gewählt werden, besser ist eine fünfhundertstel Sekunde.'),
    ('es', 'Sus valores van desde las exposiciones más rápidas (1/8000) hasta las de 30 segundos, aunque los '
     'más habituales están alrededor del 1/125.',
     'Sus valores van desde las exposiciones más rápidas (un ochomilavo de segundo) hasta las de treinta '
     'segundos, aunque los más habituales están alrededor del cientoveinticincoavo de segundo.'),
    # a fraction written with its ordinal's mark
    ('fr', 'Il occupe tout juste le 1/5e de la superficie, battu de 37/100e.',
     'Il occupe tout juste le cinquième de la superficie, battu de trente-sept centièmes.'),
    # shots made of shots taken
    ('es', 'Andrés Feliz, con 28 puntos aunque con un 1/7 en triples, fue el máximo anotador.',
     'Andrés Feliz, con veintiocho puntos aunque con un uno de siete en triples, fue el máximo anotador.'),
    ('fr', 'Grâce à Gerald Robinson (26 points à 9/10, 1 rebond et 4 passes pour 28 d’évaluation).',
     'Grâce à Gerald Robinson (vingt-six points à neuf sur dix, un rebond et quatre passes pour vingt-huit '
     "d'évaluation)."),
    ('en', 'He went 7/9 from three.',
     'He went seven for nine from three.'),
    # a blood pressure with a colon, with mm Hg spaced, and France's in centimetres
    ('de', 'Bei Menschen ab 80 Jahren sollte der Blutdruck bei unter 150:90 mm Hg sein, gemessen um 11:05.',
     'Bei Menschen ab achtzig Jahren sollte der Blutdruck bei unter einhundertfünfzig zu neunzig Millimeter '
     'Quecksilbersäule sein, gemessen um elf Uhr fünf.'),
    ('fr', 'La notion de HTA limite correspond à des chiffres entre 14/9 et 16/9,5.',
     'La notion de HTA limite correspond à des chiffres entre quatorze sur neuf et seize sur neuf virgule cinq.'),
    # born, died, that is; Jesus Christ after a century
    ('de', 'Körner, Theodor, geb. am 23. Sept. 1791 in Dresden, gest. 1813.',
     'Körner, Theodor, geboren am dreiundzwanzigsten September siebzehnhunderteinundneunzig in Dresden, '
     'gestorben achtzehnhundertdreizehn.'),
    ('fr', "L'Inrap fouille une occupation antique (Ier siècle- IVe siècle après J.-C.).",
     "L'Inrap fouille une occupation antique (premier siècle- quatrième siècle après Jésus-Christ)."),
    # metres per second written sec
    ('de', 'Er lief 2021 in 9,98 Sekunden (2,5 m/sec).',
     'Er lief zweitausendeinundzwanzig in neun Komma neun acht Sekunden (zwei Komma fünf Meter pro Sekunde).'),
    # an agency's dateline, the month before its day
    ('es', 'Lima, may. 14 (ANDINA). Tres tumbas de más de 2,500 años fueron descubiertas.',
     'Lima, catorce de mayo (ANDINA). Tres tumbas de más de dos mil quinientos años fueron descubiertas.'),
    # Roman numerals before a millennium; a scale's degrees; a model's generation; a company's letter
    ('es', 'Su máximo desarrollo se data a finales del Calcolítico, III milenio, tras la II Guerra Mundial.',
     'Su máximo desarrollo se data a finales del Calcolítico, tercer milenio, tras la segunda Guerra Mundial.'),
    ('es', 'El temblor fluctuó entre los II y V grados, en la escala de Mercalli, que va del I al XII.',
     'El temblor fluctuó entre los dos y cinco grados, en la escala de Mercalli, que va del uno al doce.'),
    ('es', 'El ‘SpainSat NG II’ despegó a bordo de un cohete Falcon 9 de la compañía Space X.',
     'El SpainSat NG dos despegó a bordo de un cohete Falcon nueve de la compañía Space X.'),
    # a unit's name glued to its number, as Britain spells it
    ('en', 'They believe this lizard was over 20metres in length and weighed in at 40 – 50 tonnes.',
     'They believe this lizard was over twenty metres in length and weighed in at forty to fifty tonnes.'),
    # a product before its result
    ('en', 'However the entire package (8 servings) contains 160 mg x 8 = 1,280 mg.',
     'However the entire package (eight servings) contains one hundred and sixty milligrams times eight equals '
     'one thousand, two hundred and eighty milligrams.'),
    # a range with its percent sign twice
    ('en', 'Getting a 10%-80% fast charge takes 18 minutes.',
     'Getting a ten to eighty percent fast charge takes eighteen minutes.'),
    # two amounts, the currency written after the second
    ('fr', 'Si le timbre rouge passe de 1,16 à 1,28€, le timbre vert passe à 1,08€.',
     "Si le timbre rouge passe d'un euro et seize centimes à un euro et vingt-huit centimes, le timbre vert "
     'passe à un euro et huit centimes.'),
    # a swimmer's seconds and hundredths
    ('fr', 'Il a amélioré son record en signant un chrono de 50"46.',
     'Il a amélioré son record en signant un chrono de cinquante secondes quarante-six.'),
    # the butter's name
    ('fr', 'Faire fondre 75g de beurre 1/2 sel dans une cuillérée de lait.',
     'Faire fondre soixante-quinze grammes de beurre demi-sel dans une cuillérée de lait.'),
    # an address's port
    ('en', 'Open 127.0.0.1:7677 in a browser or localhost:8080.',
     'Open one two seven dot zero dot zero dot one port seven thousand, six hundred and seventy-seven in a '
     'browser or localhost port eight thousand and eighty.'),
    # paths: folders joined, a file named, a folder's leading or trailing slash; no choice
    ('fr', 'Par exemple, dist/test, src/test et le dossier dist/ ou ./src.',
     'Par exemple, dist/test, src/test et le dossier dist/ ou ./src.'),
    ('es', 'Tal como: @/views/nested/menu1/index.vue y src/views.',
     'Tal como: @/views/nested/menu1/index.vue y src/views.'),
    ('en', 'If we copy src/img, either he/she or input/output.',
     'If we copy src/img, either he or she or input-output.'),
    # above-named; a face typed with punctuation
    ('de', 'Einfach bei der o.g. eMail nachfragen. Z.B. wurde Trinkgeld per Brief zugeschickt :-)',
     'Einfach bei der oben genannten eMail nachfragen. Zum Beispiel wurde Trinkgeld per Brief zugeschickt'),
    ('es', 'P.ej. esto ^^ y :D fin.',
     'Por ejemplo esto y fin.'),
    # a pre-release's name and number after its version
    ('en', 'Added in version 2020.08.14.beta5 and 2.0.0-canary.12, 1.2.3-rc1, v4.0.0-beta and Python '
     '3.13.0rc2.',
     'Added in version twenty twenty point zero eight point fourteen beta five and two point zero point zero '
     'canary twelve, one point two point three RC one, version four point zero point zero beta and Python three '
     'point thirteen point zero RC two.'),
    ('de', 'Ab Version 2.0.0-beta.3 geht es.',
     'Ab Version zwei Punkt null Punkt null beta drei geht es.'),
    # one article before a day and its month
    ('en', 'Closed from 9pm to 6am on the 9 June and on 10 June.',
     'Closed from nine P M to six A M on the ninth of June and on the tenth of June.'),
    # sizes after 'whereas' in the plural; a size's sides with their units
    ('en', 'Records have a diameter of either 10″ or 12″ whereas the 45 record has 7″; a 2x8 measures 1-1/2" x '
     '7-1/4".',
     'Records have a diameter of either ten inches or twelve inches whereas the forty-five record has seven '
     'inches; a two by eight measures one and a half inches by seven and one quarter inches.'),
    ('de', 'Die Einzelstücke dürfen eine Größe von 2,50 m x 1,50 m x 0,75 m nicht überschreiten.',
     'Die Einzelstücke dürfen eine Größe von zwei Meter fünfzig mal ein Meter fünfzig mal null Komma sieben fünf '
     'Meter nicht überschreiten.'),
    ('es', 'Resistente al agua hasta una profundidad de 200 metros (20x10m).',
     'Resistente al agua hasta una profundidad de doscientos metros (veinte por diez metros).'),
    # pressures
    ('en', 'A water resistance greater than 1.1 MPa (11 atm), at 1013 hPa.',
     'A water resistance greater than one point one megapascals (eleven atmospheres), at one thousand and '
     'thirteen hectopascals.'),
    # revolutions
    ('fr', 'À une cadence de 80 tpm, cela me donnerait 30 km/h.',
     'À une cadence de quatre-vingts tours par minute, cela me donnerait trente kilomètres par heure.'),
    ('de', 'Die Trittfrequenz reicht von 60 Umdrehung/Minute (also 1 U/sek.) bis 100 U/min.',
     'Die Trittfrequenz reicht von sechzig Umdrehung pro Minute (also eine Umdrehung pro Sekunde) bis einhundert '
     'Umdrehungen pro Minute.'),
    # feminine adjectives before their noun
    ('fr', 'Plus de 3h de marche, 1 bonne heure dans les rappels, 1 petite pause.',
     'Plus de trois heures de marche, une bonne heure dans les rappels, une petite pause.'),
    # a class in a compound; a ruler ending the sentence
    ('de', 'Nadelholz Güteklasse II, imprägniert, unter Wilhelm II.',
     'Nadelholz Güteklasse zwei, imprägniert, unter Wilhelm dem Zweiten.'),
    # a change's sign typed apart
    ('fr', 'À 1,408 euro le litre de gazole (+ 1,6 centime).',
     'À un euro et quarante virgule huit centimes le litre de gazole (plus un virgule six centime).'),
    # a size after x; a street's quarter
    ('en', 'Impacted areas will include the first block of 2nd Ave NW and 5th St SE.',
     'Impacted areas will include the first block of second Avenue Northwest and fifth Street Southeast.'),
    # an abbreviation's stop before a comma
    ('es', 'De lunes a viernes en un horario de 8:30 a.m. a 4:00 p.m., modificando su atención.',
     'De lunes a viernes en un horario de ocho y media de la mañana a cuatro de la tarde, modificando su '
     'atención.'),
    # a count before a number with a suffix; a grade's number
    ('de', 'Wie auch die 42 180er im Spiel, ein 1er Schonhaken, Rolle Gr. 2500 (max 3m³).',
     'Wie auch die zweiundvierzig einhundertachtziger im Spiel, ein Einser Schonhaken, Rolle Größe '
     'zweitausendfünfhundert (maximal drei Kubikmeter).'),
    # a set of values, smallest first
    ('es', 'La combinación de platos 22-32-44 puede parecer extraña, lo normal es 24-34-42.',
     'La combinación de platos veintidós, treinta y dos, cuarenta y cuatro puede parecer extraña, lo normal es '
     'veinticuatro, treinta y cuatro, cuarenta y dos.'),
    # thousandths and per mille
    ('fr', 'Ces pièces ont un titre de 835°/°° (proportion d’argent).',
     "Ces pièces ont un titre de huit cent trente-cinq pour mille (proportion d'argent)."),
    ('de', 'Bei einem Feingehalt von 625/1000 Silber ist das Gewicht 11,2 Gramm.',
     'Bei einem Feingehalt von sechshundertfünfundzwanzig Tausendsteln Silber ist das Gewicht elf Komma zwei '
     'Gramm.'),
    ('en', 'Sterling is 925/1000 silver.',
     'Sterling is nine hundred and twenty-five thousandths silver.'),
    # about; a one-letter unit after 'per'
    ('fr', 'Réalise un bloom de 30–45 s (≈2 g d’eau par g de café).',
     "Réalise un bloom de trente à quarante-cinq secondes (environ deux grammes d'eau par gramme de café)."),
    # a knitting gauge
    ('en', 'Gauge: 4 1/2 st/in; 6 1/2 rows/in, on #6 needles.',
     'Gauge: four and a half stitches per inch; six and a half rows per inch, on number six needles.'),
    # a product's name with a hyphen is no key combination; a variable after its coefficient
    ('de', 'KVM, ESX, Hyper-V und andere, Strg-C.',
     'KVM, ESX, Hyper-V und andere, Steuerung plus C.'),
    ('en', 'The square root of 3 x minus 1, a 3x zoom.',
     'The square root of three x minus one, a three times zoom.'),
    # a road's number is no count agreeing with the words after it
    ('es', 'El primer año completo con la carretera N-340 desdoblada en autovía, 200 casas.',
     'El primer año completo con la carretera N trescientos cuarenta desdoblada en autovía, doscientas casas.'),
    # an encyclopedia's reference marks are not read
    ('en', 'The total length of the Ghaghara up to its confluence with the Ganges at Revelganj in Bihar is '
     '1,080 km (670 mi).[3]',
     'The total length of the Ghaghara up to its confluence with the Ganges at Revelganj in Bihar is one '
     'thousand and eighty kilometers (six hundred and seventy miles).'),
    ('de', 'Am 31. Dezember 1970 erfolgte im Zuge der Gebietsreform in Hessen die freiwillige Eingliederung in '
     'die nahegelegene Kleinstadt Hungen.[6][7]',
     'Am einunddreißigsten Dezember neunzehnhundertsiebzig erfolgte im Zuge der Gebietsreform in Hessen die '
     'freiwillige Eingliederung in die nahegelegene Kleinstadt Hungen.'),
    # a price's whole-amount dash
    ('en', 'A final cleaning fee of € 95.- is charged once per stay (excluding Mid-Week single room).',
     'A final cleaning fee of ninety-five euros is charged once per stay (excluding Mid-Week single room).'),
    # a split of a hundred
    ('en', 'For example, do you have a handle on what 80/20 ground beef is per pound in your area?',
     'For example, do you have a handle on what eighty-twenty ground beef is per pound in your area?'),
    # a pitcher's innings in thirds
    ('en', 'Hill pitched 5.1 innings, allowing six earned runs with eight strikeouts.',
     'Hill pitched five and a third innings, allowing six earned runs with eight strikeouts.'),
    # a cone's number with its zero: oh
    ('en', 'The bisque firing takes the temperature to 1945 F, or cone 04 in clay speak, and strengthens the '
     'clay enough so it can be glazed.',
     'The bisque firing takes the temperature to nineteen forty-five degrees Fahrenheit, or cone oh four in clay '
     'speak, and strengthens the clay enough so it can be glazed.'),
    # an author-year citation's page
    ('en', 'They hatch precocial young from eggs which weigh roughly three pounds, measure 7 by 5.5 inches, '
     'and comprise 1.7 percent of the adult’s body weight (Pettingill 1985: 295).',
     'They hatch precocial young from eggs which weigh roughly three pounds, measure seven by five point five '
     "inches, and comprise one point seven percent of the adult's body weight (Pettingill, nineteen eighty-five, "
     'page two hundred and ninety-five).'),
    # a score written with an x after a verb of the result
    ('es', 'Colo-Colo perdió una inmejorable posibilidad de haberse estirado de los 9 puntos de ventaja que '
     'mantiene sobre Provincial Curicó, tras caer 1 x 2 ante La Calera.',
     'Colo-Colo perdió una inmejorable posibilidad de haberse estirado de los nueve puntos de ventaja que '
     'mantiene sobre Provincial Curicó, tras caer uno a dos ante La Calera.'),
    # Nuestra, Santa
    ('es', 'Observación pausada merecen las vidrieras (s. XVI), el Retablo Mayor dedicado a Ntra. Sra. de la '
     'Paz (s. XIV), donada a la ciudad por Enrique IV, la sillería del coro (fines del s. XV) procedente '
     'de la Catedral Vieja.',
     'Observación pausada merecen las vidrieras (siglo dieciséis), el Retablo Mayor dedicado a Nuestra señora de '
     'la Paz (siglo catorce), donada a la ciudad por Enrique cuarto, la sillería del coro (fines del siglo '
     'quince) procedente de la Catedral Vieja.'),
    # a quantity and its value typed with =
    ('es', 'La reacción del agua puede ser neutra (pH=7), ácida (pH inferior a 7) o alcalina (pH superior a '
     '7).',
     'La reacción del agua puede ser neutra (pH es igual a siete), ácida (pH inferior a siete) o alcalina (pH '
     'superior a siete).'),
    # a Roman ordinal alone (an arrondissement)
    ('fr', 'Pour les retardataires, et tous ceux qui préfèrent ne pas plomber leur budget, Emmaüs Défi '
     'organisait, ce samedi, dans son magasin de la rue Riquet (XIXe), de 10 heures à 18 heures, une '
     'grande vente de fournitures scolaires neuves à prix cassés…',
     'Pour les retardataires, et tous ceux qui préfèrent ne pas plomber leur budget, Emmaüs Défi organisait, ce '
     'samedi, dans son magasin de la rue Riquet (dix-neuvième), de dix heures à dix-huit heures, une grande '
     'vente de fournitures scolaires neuves à prix cassés.'),
    # min. before a word: minimum
    ('fr', 'Annulations : sans frais au plus tard 7 jours avant votre arrivée; en cas d’annulation dans les 7 '
     'jours précédant votre arrivée, un montant forfaitaire équivalant à 25 % du montant de votre '
     'séjour, avec un min. d’une nuit, vous sera facturé.',
     "Annulations : sans frais au plus tard sept jours avant votre arrivée; en cas d'annulation dans les sept "
     'jours précédant votre arrivée, un montant forfaitaire équivalant à vingt-cinq pour cent du montant de '
     "votre séjour, avec un minimum d'une nuit, vous sera facturé."),
    # square decimetres
    ('fr', 'De bas en haut, la ruche est composée d’un plancher quadrillé à l’aide d’un grillage sur 2 à 3 '
     'dm², d’une dizaine de cadres de 42 x 26 cm sur lesquels le miel est recueilli.',
     "De bas en haut, la ruche est composée d'un plancher quadrillé à l'aide d'un grillage sur deux à trois "
     "décimètres carrés, d'une dizaine de cadres de quarante-deux par vingt-six centimètres sur lesquels le miel "
     'est recueilli.'),
    # a scale no clock has
    ('fr', "L'échelle HO (ou échelle H0 suivant les publications) est l'échelle en modélisme ferroviaire "
     'correspondant au 1:87 en Europe et au 1:87,1 en Amérique du Nord.',
     "L'échelle HO (ou échelle H0 suivant les publications) est l'échelle en modélisme ferroviaire correspondant "
     'au un à quatre-vingt-sept en Europe et au un à quatre-vingt-sept virgule un en Amérique du Nord.'),
    # German degrees of hardness
    ('de', 'In Deutschland und Österreich gibt es Gegenden mit sehr hartem Wasser; 20°dH (Deutsche Härtegrade) '
     'und mehr sind keine Seltenheit.',
     'In Deutschland und Österreich gibt es Gegenden mit sehr hartem Wasser; zwanzig Grad deutscher Härte '
     '(Deutsche Härtegrade) und mehr sind keine Seltenheit.'),
    # plus or minus typed +/-; sh., Kl.
    ('de', 'Abweichungen von bis zu +/- 5cm in der Höhe und -10cm / + 20cm in der Weite (ab Kl. S Weite '
     'beliebig) sind zulässig.',
     'Abweichungen von bis zu plus minus fünf Zentimetern in der Höhe und minus zehn Zentimeter, plus zwanzig '
     'Zentimeter in der Weite (ab Klasse S Weite beliebig) sind zulässig.'),
    ('de', 'Schneidet eure Schürze im Stoffbruch (faltet den Stoff links auf links und legt das Schnittmuster '
     'an die Faltung – sh. Foto) mit einer Nahtzugabe (1cm) zu.',
     'Schneidet eure Schürze im Stoffbruch (faltet den Stoff links auf links und legt das Schnittmuster an die '
     'Faltung, siehe Foto) mit einer Nahtzugabe (ein Zentimeter) zu.'),
    # a number never read as a phone number from its middle
    ('fr', 'Une fois le palier Scale atteint (1 000 000 crédits/mois), le prix baisse.',
     'Une fois le palier Scale atteint (un million de crédits par mois), le prix baisse.'),
    # a price per year or month written short
    ('fr', "L'offre passe à 28 $/mois ou 290 $/an, soit 2 € / personne.",
     "L'offre passe à vingt-huit dollars par mois ou deux cent quatre-vingt-dix dollars par an, soit deux euros "
     'par personne.'),
    ('en', 'The plan costs $290/yr or $28/mo.',
     'The plan costs two hundred and ninety dollars per year or twenty-eight dollars per month.'),
    # a placeholder's angle brackets are not read
    ('en', 'Run the command, replacing <your_github_username> as appropriate.',
     'Run the command, replacing your_github_username as appropriate.'),

    # backticks standing as a word, by their number
    ('es', 'Para un bloque de código, el código va dentro de dos pares de ```.',
     'Para un bloque de código, el código va dentro de dos pares de tres acentos graves.'),

    # division, a product after brackets, the minus sign between amounts, equals before an amount
    ('fr', 'Vous payez (5 ÷ 12) × 100 ≈ 41,67 $, soit la différence de 37 $ − 28 $ = 9 $.',
     'Vous payez (cinq divisé par douze) fois cent environ quarante et un dollars et soixante-sept cents, soit '
     'la différence de trente-sept dollars moins vingt-huit dollars égale neuf dollars.'),
    ('en', 'The prorated charge is (5 ÷ 12) × 100, the difference $37 − $28 = $9.',
     'The prorated charge is (five divided by twelve) times one hundred, the difference thirty-seven dollars '
     'minus twenty-eight dollars equals nine dollars.'),

    # X before a capitalized name: a name's letter, no ruler
    ('fr', 'Chaque requête Grok X Query coûte 29 crédits, comme sous Charles X.',
     'Chaque requête Grok X Query coûte vingt-neuf crédits, comme sous Charles dix.'),

    # ounces written ozs
    ('en', 'The weight of cake 4lb 8.4ozs was won by Mike D.',
     'The weight of cake four pounds eight point four ounces was won by Mike D.'),
    # a number to dial after 'call the police on'; a reference's digits
    ('en', '"If you can help, call the police on 101 and give the reference 5221287678."',
     'If you can help, call the police on one oh one and give the reference five two two one two eight seven six '
     'seven eight.'),
    # years of a date and two years either way, read as years
    ('en', 'Benedict X (died 1073/1080), born Giovanni, was elected to succeed Pope Stephen IX on 5 April '
     '1058, but was opposed by a rival faction that elected Nicholas II.',
     'Benedict the Tenth (died ten seventy-three or ten eighty), born Giovanni, was elected to succeed Pope '
     'Stephen the Ninth on the fifth of April ten fifty-eight, but was opposed by a rival faction that elected '
     'Nicholas the Second.'),
    # degrees of hardness
    ('en', 'If the water is harder than 40 °d / 7.0 mmol/l, limescale will build up more rapidy than with soft '
     'water.',
     'If the water is harder than forty degrees of German hardness, seven point zero millimoles per liter, '
     'limescale will build up more rapidy than with soft water.'),
    # a US tax form's number
    ('en', 'The IRS on Friday, Sept. 12, released a draft of Schedule 1-A (Form 1040), Additional Deductions, '
     'which includes sections for calculating four deductions allowed under H.R. 1, commonly known as '
     'the One Big Beautiful Bill Act, on a single form.',
     'The IRS on Friday, September twelfth, released a draft of Schedule one-A (Form ten forty), Additional '
     'Deductions, which includes sections for calculating four deductions allowed under H.R. one, commonly known '
     'as the One Big Beautiful Bill Act, on a single form.'),
    # a range of two clock times after 'between'
    ('en', 'On August 29, Boots on Upper Kirkgate will open between 10am-4.30pm.',
     'On August twenty-ninth, Boots on Upper Kirkgate will open between ten A M and four thirty P M.'),
    # a service number with its zero; a phone number after 'y'
    ('es', 'La cita la puedes obtener directamente a través de la aplicación o llamando al Servicio 012 '
     '(teléfonos 012 y 955 012 012), como se especifica más abajo.',
     'La cita la puedes obtener directamente a través de la aplicación o llamando al Servicio cero uno dos '
     '(teléfonos cero uno dos y nueve cinco cinco, cero uno dos, cero uno dos), como se especifica más abajo.'),
    # minutes and seconds with a colon
    ('es', 'Martin Amilibia fue profeta en su tierra y se anotó la carrera de casa, empleando un tiempo de '
     '31\':54".',
     'Martin Amilibia fue profeta en su tierra y se anotó la carrera de casa, empleando un tiempo de treinta y '
     'un minutos cincuenta y cuatro segundos.'),
    # the degree Celsius as one character
    ('es', 'El aire que sale del deshumidificador suele estar entre 1 ℃ -2 ℃ más caliente que la temperatura '
     'ambiente.',
     'El aire que sale del deshumidificador suele estar entre uno y dos grados Celsius más caliente que la '
     'temperatura ambiente.'),
    # dollars written u$s
    ('es', 'Este jueves cotiza a u$s 5.563, lo que marca una pérdida de su valor de 66% en lo que va del año '
     '(en enero cotizaba a u$s 16.228), en un contexto de importantes pérdidas en el mercado de las '
     'criptomonedas.',
     'Este jueves cotiza a cinco mil quinientos sesenta y tres dólares, lo que marca una pérdida de su valor de '
     'sesenta y seis por ciento en lo que va del año (en enero cotizaba a dieciséis mil doscientos veintiocho '
     'dólares), en un contexto de importantes pérdidas en el mercado de las criptomonedas.'),
    # dots per inch
    ('es', 'El archivo para la portada debe venir en JPG a 254 ppp y medir 1 cm más de alto y 0,5 cm mas por '
     'el lado derecho, perdiendo por cada lado del alto y la derecha 0,5 cm al estar acabada.',
     'El archivo para la portada debe venir en JPG a doscientos cincuenta y cuatro puntos por pulgada y medir un '
     'centímetro más de alto y cero coma cinco centímetros mas por el lado derecho, perdiendo por cada lado del '
     'alto y la derecha cero coma cinco centímetros al estar acabada.'),
    # the number sign º
    ('es', 'La Fiesta del Cine cuenta con estrenos recientes como Jurado Nº2 de Clint Eastwood, Escape de '
     'Rodrigo Cortés, Terrifier 3 de Damien Leone, Yo no soy esa de María Ripoll o la película infantil '
     'Elli y el equipo de Monstruos de los directores Piet De Rycker y Jesper Møller.',
     'La Fiesta del Cine cuenta con estrenos recientes como Jurado número dos de Clint Eastwood, Escape de '
     'Rodrigo Cortés, Terrifier tres de Damien Leone, Yo no soy esa de María Ripoll o la película infantil Elli '
     'y el equipo de Monstruos de los directores Piet De Rycker y Jesper Møller.'),
    # a title quoted after a stop
    ('es', 'Los datos necesarios deben reflejarse en la casilla 551 del apartado M."Cálculo del Impuesto y '
     'Resultado de la declaración".',
     'Los datos necesarios deben reflejarse en la casilla quinientos cincuenta y uno del apartado M. Cálculo del '
     'Impuesto y Resultado de la declaración.'),
    # a law's paragraph in Roman numerals
    ('fr', "III.-Lorsque le ministre de l'intérieur constate que la réalité d'une infraction entraînant "
     "retrait de points est établie dans les conditions prévues par le quatrième alinéa de l'article L. "
     "223-1, il réduit en conséquence le nombre de points affecté au permis de conduire de l'auteur de "
     'cette infraction.',
     "trois. Lorsque le ministre de l'intérieur constate que la réalité d'une infraction entraînant retrait de "
     "points est établie dans les conditions prévues par le quatrième alinéa de l'article L. deux cent "
     'vingt-trois tiret un, il réduit en conséquence le nombre de points affecté au permis de conduire de '
     "l'auteur de cette infraction."),
    # a unit per a unit, both written out
    ('fr', 'Parmi eux se trouvaient des patients avec un taux de cholestérol très élevé, soit dépassant les '
     '190 milligrammes/décilitre de sang (un taux normal ne devant pas excéder 100mg/dl).',
     'Parmi eux se trouvaient des patients avec un taux de cholestérol très élevé, soit dépassant les cent '
     'quatre-vingt-dix milligrammes par décilitre de sang (un taux normal ne devant pas excéder cent '
     'milligrammes par décilitre).'),
    # equals after a measure
    ('fr', 'Dans ce cas, la formule est la suivante : diamètre de la cheville - 1 mm = Diamètre du foret.',
     'Dans ce cas, la formule est la suivante : diamètre de la cheville moins un millimètre égale Diamètre du '
     'foret.'),
    # a short number to dial in pairs; 24h/24
    ('fr', 'Enfin, vous pouvez appeler le 3237, accessible 24h/24 mais payant (35 centimes d’euros la minute).',
     'Enfin, vous pouvez appeler le trente-deux trente-sept, accessible vingt-quatre heures sur vingt-quatre '
     "mais payant (trente-cinq centimes d'euros la minute)."),
    # a quarter and its year
    ('de', 'Im Vergleich zum Vorquartal (Q2/2025 zu Q1/2025) verteuerten sie sich um 0,7 Prozent.',
     'Im Vergleich zum Vorquartal (Q2 zweitausendfünfundzwanzig zu Q1 zweitausendfünfundzwanzig) verteuerten sie '
     'sich um null Komma sieben Prozent.'),
    # Bde.
    ('de', '– Vgl. Prutz (3 Bde., 1871-73), Giesebrecht (2 Bde., 1880-95).',
     'Vergleiche Prutz (drei Bände, achtzehnhunderteinundsiebzig bis achtzehnhundertdreiundsiebzig), Giesebrecht '
     '(zwei Bände, achtzehnhundertachtzig bis achtzehnhundertfünfundneunzig).'),
    # a sum's products
    ('de', 'Das Gurtmaß beträgt dann 2 x 30 cm + 2 x 40 cm + 100 cm = 240 cm.',
     'Das Gurtmaß beträgt dann zwei mal dreißig Zentimeter plus zwei mal vierzig Zentimeter plus einhundert '
     'Zentimeter gleich zweihundertvierzig Zentimeter.'),
    # euros before their amount
    ('de', 'Duschen mit Chip gegen Gebühr: Euro 0,50 für Warmdusche; Chip-Kaution: Euro 5,00; Waschmaschine '
     'mit kostenpflichtigem Chip: 4,50 Euro pro Waschgang.',
     'Duschen mit Chip gegen Gebühr: fünfzig Cent für Warmdusche; Chip-Kaution: fünf Euro; Waschmaschine mit '
     'kostenpflichtigem Chip: vier Euro und fünfzig Cent pro Waschgang.'),
    # currency codes glued in small letters; r/t
    ('en', 'Unfortunately the Island Ferry is charging a huge amount of money to go North 25 bzd one way -that '
     'is a ludicrous price -for four people r/t is a 100usd -it is cheaper to get a private water tax '
     'for around 30usd one way (60usd r/t)',
     'Unfortunately the Island Ferry is charging a huge amount of money to go North twenty-five bzd one way '
     '-that is a ludicrous price -for four people round trip is a one hundred dollars -it is cheaper to get a '
     'private water tax for around thirty dollars one way (sixty dollars round trip)'),

    # a course's part in Roman numerals after a German noun; s., s.u.
    ('de', 'Für die Kapitel Datenaufbereitung I und Datenaufbereitung II (s. Abb. 3, s.u.) gilt das Gleiche.',
     'Für die Kapitel Datenaufbereitung eins und Datenaufbereitung zwei (siehe Abbildung drei, siehe unten) gilt '
     'das Gleiche.'),
    # eg without its stops
    ('en', 'Use a spreadsheet tool, eg Excel or LibreOffice Calc.',
     'Use a spreadsheet tool, for example Excel or LibreOffice Calc.'),

    # a day, a month and a year's last two digits with slashes
    ('en', 'If you witnessed the incident or have any information or dashcam footage that could help with '
     'enquiries, please contact police via our website or by calling 101 quoting log number 235 of '
     '17/08/22.',
     'If you witnessed the incident or have any information or dashcam footage that could help with enquiries, '
     'please contact police via our website or by calling one oh one quoting log number two hundred and '
     'thirty-five of the seventeenth of August twenty twenty-two.'),
    # a word for every day after a slash
    ('es', 'La población chilena tiene un consumo de 9,8 gramos de sal /diario (según encuesta de salud 2009), '
     'que es doble de lo que recomienda la Organización Mundial de Salud (OMS) que es 5 gramos.',
     'La población chilena tiene un consumo de nueve coma ocho gramos de sal al día (según encuesta de salud dos '
     'mil nueve), que es doble de lo que recomienda la Organización Mundial de Salud (OMS) que es cinco gramos.'),
    # a unit per a unit written out with spaced slash; the sides of a size; a formula's division
    ('es', 'A los envíos voluminosos se les aplicará el criterio peso/volumen (167 kilogramos / metro cúbico), '
     'según la siguiente fórmula: Largo x ancho x alto (en centímetros) / 6.000',
     'A los envíos voluminosos se les aplicará el criterio peso o volumen (ciento sesenta y siete kilogramos por '
     'metro cúbico), según la siguiente fórmula: Largo por ancho por alto (en centímetros) dividido entre seis '
     'mil'),
    # an hour alone with pm, and the second end of a range after entre … y
    ('es', 'Los huéspedes deben llegar entre las 2 pm y 8 pm y desocupar su alojamiento antes del mediodía.',
     'Los huéspedes deben llegar entre las dos de la tarde y las ocho de la noche y desocupar su alojamiento '
     'antes del mediodía.'),
    # Swiss francs written short after their amount, with their centimes
    ('fr', 'Vous trouvez le prix du billet de cinéma trop élevé (il était en moyenne de 15,51 fr. en 2015)?',
     'Vous trouvez le prix du billet de cinéma trop élevé (il était en moyenne de quinze francs suisses et '
     'cinquante et un centimes en deux mille quinze)?'),
    # a diameter before a size of two sides
    ('fr', "Positionner la plaque de fixation sans les gâches au niveau de l'emplacement des gâches, "
     'pré-percer pour 2 vis Ø 4 x 35 mm pour cheville et bois (cheville Ø 6 mm, bois Ø 3 mm), Ø 4,2 x 22 '
     'mm pour métal Ø 3,5 mm.',
     "Positionner la plaque de fixation sans les gâches au niveau de l'emplacement des gâches, pré-percer pour "
     'deux vis diamètre quatre par trente-cinq millimètres pour cheville et bois (cheville diamètre six '
     'millimètres, bois diamètre trois millimètres), diamètre quatre virgule deux par vingt-deux millimètres '
     'pour métal diamètre trois virgule cinq millimètres.'),
    # a weekday's date: den
    ('de', 'Die ab Montag, 6. April 2020, geplante Vollsperrung in der Friedrichstraße auf Höhe der Hausnummer '
     '16b wird auf Donnerstag, 16. April 2020,  verschoben.',
     'Die ab Montag, den sechsten April zweitausendzwanzig, geplante Vollsperrung in der Friedrichstraße auf '
     'Höhe der Hausnummer 16b wird auf Donnerstag, den sechzehnten April zweitausendzwanzig, verschoben.'),
    # a division written with a slash in a sum
    ('en', 'So, for example, a model with a load of 7 kg and a consumption of 49 litres per kilogram of '
     'laundry will be more economical than a model of 5 kg with a consumption of 40 litres: the first '
     'consumes 49/7 = 7 litres per 1 kg of laundry, the second 40/5 = 8 litres per kilogram.',
     'So, for example, a model with a load of seven kilograms and a consumption of forty-nine litres per '
     'kilogram of laundry will be more economical than a model of five kilograms with a consumption of forty '
     'litres: the first consumes forty-nine divided by seven equals seven litres per one kilogram of laundry, '
     'the second forty divided by five equals eight litres per kilogram.'),
    # cubic metres and cubic feet per second
    ('en', "The Kodori is first among Abkhazia's rivers with respect to average annual discharge (144 m3/s "
     '(5,100 cu ft/s)) and drainage basin area (2,051 km2 (792 sq mi)), and second after the Bzyb with '
     "respect to length (105 km (65 mi), combined with the Sak'en).",
     "The Kodori is first among Abkhazia's rivers with respect to average annual discharge (one hundred and "
     'forty-four cubic meters per second (five thousand, one hundred cubic feet per second)) and drainage basin '
     'area (two thousand and fifty-one square kilometers (seven hundred and ninety-two square miles)), and '
     'second after the Bzyb with respect to length (one hundred and five kilometers (sixty-five miles), combined '
     "with the Sak'en)."),
    # a century written C12th
    ('en', 'The north doorway is late C12th and, on the south side of the chancel, there is a particularly '
     "fine priest's doorway (also late C12th) with beautiful exterior decoration.",
     'The north doorway is late twelfth century and, on the south side of the chancel, there is a particularly '
     "fine priest's doorway (also late twelfth century) with beautiful exterior decoration."),
    # a range of degrees after between, the scale after the second
    ('en', 'The temperature of the pools is maintained between 28º - 30ºC, in line with industry '
     'recommendations.',
     'The temperature of the pools is maintained between twenty-eight and thirty degrees Celsius, in line with '
     'industry recommendations.'),
    # foot-pounds
    ('en', 'Because you are using your rifle in England, loads need to have an energy of 1,700 ft/lb, but not '
     'all barrel lengths and bullet weights meet this requirement in .243 calibre.',
     'Because you are using your rifle in England, loads need to have an energy of one thousand, seven hundred '
     'foot-pounds, but not all barrel lengths and bullet weights meet this requirement in two forty-three calibre.'),
    # lumens
    ('en', 'The packaging will prominently display both the wattage equivalence (e.g., "60W Replacement") and '
     'the actual lumens (e.g., "800 lm").',
     'The packaging will prominently display both the wattage equivalence (for example, sixty watts Replacement) '
     'and the actual lumens (for example, eight hundred lumens).'),
    # the sides of a size named; Kg
    ('es', 'Las dimensiones máximas por maleta facturada son 158 cm (alto x ancho x largo) y el peso máximo es '
     'de 23 Kg.',
     'Las dimensiones máximas por maleta facturada son ciento cincuenta y ocho centímetros (alto por ancho por '
     'largo) y el peso máximo es de veintitrés kilogramos.'),
    # amp.
    ('es', 'CIRCUITO - Circuito individual de bifurcación de 15 amp., correctamente polarizado y con conexión '
     'a tierra con fusible de retardo de 15 amp. o con interruptor automático.',
     'CIRCUITO, Circuito individual de bifurcación de quince amperios, correctamente polarizado y con conexión a '
     'tierra con fusible de retardo de quince amperios o con interruptor automático.'),
    # a bound after a colon; a numbered citation before the stop
    ('es', 'No obstante, en la práctica, los catéteres epidurales pueden no ser usados: > 70% de los pacientes '
     'con ≥ 3 fracturas costales que fueron seleccionados para participar en un ensayo randomizado '
     'evaluando la analgesia epidural, tuvieron contraindicaciones o rechazaron el emplazamiento '
     'epidural [12].',
     'No obstante, en la práctica, los catéteres epidurales pueden no ser usados: más de setenta por ciento de '
     'los pacientes con al menos tres fracturas costales que fueron seleccionados para participar en un ensayo '
     'randomizado evaluando la analgesia epidural, tuvieron contraindicaciones o rechazaron el emplazamiento '
     'epidural.'),
    # dotted clock times in ranges from and to whole hours
    ('es', 'El horario será de 12 a 15.00 y de 16.30 a 20 h de lunes a viernes y de 11 a 15.00 y de 16.30 a 20 '
     'los sábados, domingos y festivos.',
     'El horario será de doce a quince y de dieciséis y media a veinte horas de lunes a viernes y de once a '
     'quince y de dieciséis y media a veinte los sábados, domingos y festivos.'),
    # lts
    ('es', 'A modo de ejemplo, y con nuestra experiencia, recomendamos para una vivienda de unos 75 m2 tres '
     'bidones de 15 lts de pintura plástica de calidad.',
     'A modo de ejemplo, y con nuestra experiencia, recomendamos para una vivienda de unos setenta y cinco '
     'metros cuadrados tres bidones de quince litros de pintura plástica de calidad.'),
    # kelvins written as degrees, a range with its unit twice
    ('es', 'La luz cálida (2.700-3.500ºK) es recomendada para salas de estar y dormitorios, mientras que la '
     'blanca (5.000ºK-6.500ºK) se aconseja en espacios que necesitan mucha luz como garajes u oficinas.',
     'La luz cálida (dos mil setecientos a tres mil quinientos kelvins) es recomendada para salas de estar y '
     'dormitorios, mientras que la blanca (cinco mil a seis mil quinientos kelvins) se aconseja en espacios que '
     'necesitan mucha luz como garajes u oficinas.'),
    # n° after et
    ('fr', 'La circulation des véhicules sera déviée par les routes départementales n°16, n°52, n°902 et n°92 '
     'via Montagnol, Cénomes, Fayet et Sylvanès.',
     'La circulation des véhicules sera déviée par les routes départementales numéro seize, numéro '
     'cinquante-deux, numéro neuf cent deux et numéro quatre-vingt-douze via Montagnol, Cénomes, Fayet et '
     'Sylvanès.'),
    # vs without its stop
    ('fr', 'Pour preuve, le discounter au bout du parking : 1,99 € la barquette de 250 g de gariguettes '
     'françaises vs 3,99 €.',
     'Pour preuve, le discounter au bout du parking : un euro et quatre-vingt-dix-neuf centimes la barquette de '
     'deux cent cinquante grammes de gariguettes françaises contre trois euros et quatre-vingt-dix-neuf '
     'centimes.'),
    # an area's symbol alone; une couche; a rate equal to what it means
    ('fr', 'Un rendement théorique est le nombre de m² qui est normalement fait en 1 couche avec 1 litre de '
     'peinture (ex : 10 m²/l = un litre de peinture couvre 10 m²).',
     'Un rendement théorique est le nombre de mètres carrés qui est normalement fait en une couche avec un litre '
     'de peinture (ex : dix mètres carrés par litre égale un litre de peinture couvre dix mètres carrés).'),
    # M. at the end of a sentence is no Monsieur
    ('fr', 'Il faut également savoir, avec votre base de 1RM, que avec 80% de cette charge nous sommes en '
     'moyenne capable d’effectuer 8 répétitions, à 85%, 5 répétitions et à 90% du 1RM correspond au 3RM.',
     "Il faut également savoir, avec votre base d'un R M, que avec quatre-vingts pour cent de cette charge nous "
     "sommes en moyenne capable d'effectuer huit répétitions, à quatre-vingt-cinq pour cent, cinq répétitions et "
     'à quatre-vingt-dix pour cent du un R M correspond au trois R M.'),
    # lm
    ('fr', "Ainsi, une Led de 6 W et de 800 lm éclaire mieux qu'une autre de 9 W et de 600 lm.",
     "Ainsi, une Led de six watts et de huit cents lumens éclaire mieux qu'une autre de neuf watts et de six "
     'cents lumens.'),
    # a date in brackets after am Samstag
    ('de', 'Zuvor am Samstag (29. März, 20 Uhr) bittet der Gesangverein "Eintracht" 1843 erneut zu einem '
     'unterhaltsamen "Abend der Chöre" in die Mehrzweckhalle der Rodensteinschule.',
     'Zuvor am Samstag (neunundzwanzigsten März, zwanzig Uhr) bittet der Gesangverein Eintracht '
     'achtzehnhundertdreiundvierzig erneut zu einem unterhaltsamen Abend der Chöre in die Mehrzweckhalle der '
     'Rodensteinschule.'),
    # a price for a quantity written with a slash
    ('de', 'Unter 30 Euro zahlt man beispielsweise auch am Falkert in Kärnten (27,50 Euro für 12 Kilometer), '
     'in Alpl in der Steiermark (29 Euro/8 km) oder in Alberschwende-Brüggelekopf in Vorarlberg (29,40 '
     'Euro/18 km).',
     'Unter dreißig Euro zahlt man beispielsweise auch am Falkert in Kärnten (siebenundzwanzig Euro und fünfzig '
     'Cent für zwölf Kilometer), in Alpl in der Steiermark (neunundzwanzig Euro für acht Kilometer) oder in '
     'Alberschwende-Brüggelekopf in Vorarlberg (neunundzwanzig Euro und vierzig Cent für achtzehn Kilometer).'),
    # lumens divided by watts; lumens per watt
    ('de', 'Dazu teilen Sie den Helligkeitswert Lumen durch Watt (Beispiel: 1.680 lm/12 Watt = 140 lm/Watt).',
     'Dazu teilen Sie den Helligkeitswert Lumen durch Watt (Beispiel: eintausendsechshundertachtzig Lumen '
     'geteilt durch zwölf Watt gleich einhundertvierzig Lumen pro Watt).'),
    # Swiss francs before their amount, Fr.
    ('de', 'Eintritt: Erwachsene Fr. 12.50, Kinder Fr. 8.–, am Fr. 12.03. geschlossen.',
     'Eintritt: Erwachsene zwölf Schweizer Franken und fünfzig Rappen, Kinder acht Schweizer Franken, am Freitag '
     'zwölften März geschlossen.'),

    # art. at a sentence's end is the word art, no article (a page of a Docsify site)
    ('fr', "Techniquement, si la RA peut être intégrée dans l'espace existant sans interférer avec les œuvres "
     "d'art.",
     "Techniquement, si la RA peut être intégrée dans l'espace existant sans interférer avec les œuvres d'art."),
    # a time zone's offset; a word after a closing quote (a Hugo site's page)
    ('de', 'Als Zeitzohne wird UTC angenommen, es sei denn sie spezifizieren eine andere, indem Sie einen '
     'Offset (z.B. "+02:00") an den Input anfügen. Dies speichert die CSAF-Dokumente im angegebenen '
     'Ordner ("/home/csaf"in diesem Beispiel).',
     'Als Zeitzohne wird UTC angenommen, es sei denn sie spezifizieren eine andere, indem Sie einen Offset (zum '
     'Beispiel plus zwei Stunden) an den Input anfügen. Dies speichert die CSAF-Dokumente im angegebenen Ordner '
     '(/home/csaf in diesem Beispiel).'),
    # Art. ending a sentence is the German noun, Art. before a number the article
    ('de', 'Die Zauneidechse ist eine in Mitteleuropa weit verbreitete Art. Sie ist nach Art. 12 geschützt.',
     'Die Zauneidechse ist eine in Mitteleuropa weit verbreitete Art. Sie ist nach Artikel zwölf geschützt.'),
    # seit dem and bis zum before a date
    ('de', 'Seit 01.09.2023 in Kraft, gilt die Regel bis 30. Juni 2025.',
     'Seit dem ersten September zweitausenddreiundzwanzig in Kraft, gilt die Regel bis zum dreißigsten Juni '
     'zweitausendfünfundzwanzig.'),
    # E.G. in capitals (an mdBook page)
    ('en', 'What this means is that you are provided with a System Interface E.G. POSIX that provides a means '
     'to interact with various systems.',
     'What this means is that you are provided with a System Interface for example POSIX that provides a means '
     'to interact with various systems.'),

    # a price raised to an amount: auf einen Euro
    ('de', 'Die Schwesterunternehmen Aldi Nord und Aldi Süd haben Anfang des Monats den Preis für Deutsche '
     'Markenbutter in der untersten Preislage auf 1,49 Euro je 250-Gramm-Stück angehoben.',
     'Die Schwesterunternehmen Aldi Nord und Aldi Süd haben Anfang des Monats den Preis für Deutsche '
     'Markenbutter in der untersten Preislage auf einen Euro und neunundvierzig Cent je '
     'zweihundertfünfzig-Gramm-Stück angehoben.'),
    # a federal court's file number; des Paragrafen
    ('de', 'Mit dem Urteil vom 13. Juli 2016 – VIII ZR 296/15 verneint der Bundesgerichtshof die Anwendbarkeit '
     'des § 314 Abs. 3 BGB (Einhaltung eines angemessenen Zeitraumes für die Kündigung aus wichtigem '
     'Grund) für Kündigung wegen älteren Mietrückständen.',
     'Mit dem Urteil vom dreizehnten Juli zweitausendsechzehn, acht Z R zweihundertsechsundneunzig Strich '
     'fünfzehn verneint der Bundesgerichtshof die Anwendbarkeit des Paragrafen dreihundertvierzehn Absatz drei '
     'BGB (Einhaltung eines angemessenen Zeitraumes für die Kündigung aus wichtigem Grund) für Kündigung wegen '
     'älteren Mietrückständen.'),

    # a service's short number after on, where a call is spoken of
    ('en', '“I would urge anyone with any information, no matter how small, to call the team here at Chester '
     'on 101, quoting IML 429546.”',
     'I would urge anyone with any information, no matter how small, to call the team here at Chester on one oh '
     'one, quoting IML four two nine five four six.'),
    # a 24-hour time without its colon after by
    ('en', 'Those aged 14-15 will have to leave by 2230, even though this means missing a significant part of '
     'the concert.',
     'Those aged fourteen to fifteen will have to leave by twenty-two thirty, even though this means missing a '
     'significant part of the concert.'),
    # m. before a year: married
    ('en', 'His marriage to Anne, and subsequent marriages to Jane Seymour (m.1536), Anne of Cleves (m.1540), '
     'Catherine Howard (m.1540), and Catherine Parr (m.1543), resulted in two further children: a '
     'daughter, Elizabeth, born to Anne Boleyn in 1533, and a son, Edward, born to Jane Seymour in 1537.',
     'His marriage to Anne, and subsequent marriages to Jane Seymour (married fifteen thirty-six), Anne of '
     'Cleves (married fifteen forty), Catherine Howard (married fifteen forty), and Catherine Parr (married '
     'fifteen forty-three), resulted in two further children: a daughter, Elizabeth, born to Anne Boleyn in '
     'fifteen thirty-three, and a son, Edward, born to Jane Seymour in fifteen thirty-seven.'),
    # (= …) before a number in words: that is
    ('en', 'To explain in a little more depth, the U-value physically describes how much thermal energy in '
     'Watts (W) is transported through a building component of size 1m² at a temperature difference of 1 '
     'Kelvin (K) (= 1°C).',
     'To explain in a little more depth, the U-value physically describes how much thermal energy in Watts '
     'is transported through a building component of size one square meter at a temperature difference of one '
     'Kelvin (K) (that is one degree Celsius).'),
    # a ~ after a: roughly
    ('en', 'The study found that men with cholesterol levels of ~140 mg/dL (3.6 mmol/L) had a ~14% increased '
     'risk of death compared to men with cholesterol levels of ~250 mg/dL (6.5 mmol/L).',
     'The study found that men with cholesterol levels of about one hundred and forty milligrams per deciliter '
     '(three point six millimoles per liter) had a roughly fourteen percent increased risk of death compared to '
     'men with cholesterol levels of about two hundred and fifty milligrams per deciliter (six point five '
     'millimoles per liter).'),
    # a vulgar fraction before a unit: plural
    ('en', 'A handy rule from pediatric sources is about 2½ oz of formula per pound of body weight in 24 hours '
     '(about 150–180 mL per kg).',
     'A handy rule from pediatric sources is about two and a half ounces of formula per pound of body weight in '
     'twenty-four hours (about one hundred and fifty to one hundred and eighty milliliters per kilogram).'),
    # mm/s
    ('en', 'For printing with PLA and a regular 3D printer, it is usually recommended to set the temperature '
     'at 200° C and the speed at about 60mm/s, as well as looking at the manufacturer’s specifications '
     'for that specific filament.',
     'For printing with PLA and a regular three D printer, it is usually recommended to set the temperature at '
     'two hundred degrees Celsius and the speed at about sixty millimeters per second, as well as looking at the '
     "manufacturer's specifications for that specific filament."),
    # a side named with its measure, then x and the other
    ('en', 'The size of a King Size Bed is 150cm x 200cm (5 feet wide x 6 ft 6 inches in length).',
     'The size of a King Size Bed is one hundred and fifty centimeters by two hundred centimeters (five feet '
     'wide by six feet six inches in length).'),
    # gms
    ('en', 'Micro drones are in general classified as those weighing more than 250 gms but equal to or less '
     'than two kilograms.',
     'Micro drones are in general classified as those weighing more than two hundred and fifty grams but equal '
     'to or less than two kilograms.'),
    # year-on-year after an amount is no noun it describes
    ('en', 'Average wedding spend grew by 15% to an all-time high, rising by £2,500 year-on-year to £19,184 '
     '(£24,069 including the ring and honeymoon).',
     'Average wedding spend grew by fifteen percent to an all-time high, rising by two thousand, five hundred '
     'pounds year-on-year to nineteen thousand, one hundred and eighty-four pounds (twenty-four thousand and '
     'sixty-nine pounds including the ring and honeymoon).'),
    # military hours
    ('en', 'The ban on fireworks between 2300 and 0700 hours is part of a range of measures introduced by the '
     'Government to clamp down on anti-social behaviour, as detailed in the Fireworks Regulations 2004.',
     'The ban on fireworks between twenty-three hundred and oh seven hundred hours is part of a range of '
     'measures introduced by the Government to clamp down on anti-social behaviour, as detailed in the Fireworks '
     'Regulations two thousand and four.'),
    # a Roman numeral before an event's noun: its edition
    ('es', 'A las 18h, X Concurso de decoración de calles y puertas.',
     'A las dieciocho horas, décimo Concurso de decoración de calles y puertas.'),
    # a dotted time before another with its marker
    ('es', 'Esas reservas, a un precio de 12 euros, estarán disponibles a partir de este viernes, 8 de julio, '
     'en los dos turnos ya habituales: 10.00 y 17.00 horas.',
     'Esas reservas, a un precio de doce euros, estarán disponibles a partir de este viernes, ocho de julio, en '
     'los dos turnos ya habituales: diez y diecisiete horas.'),
    # a ruler's other number, in another kingdom
    ('es', 'Felipe II, hijo de Carlos I de España o V de Alemania y Isabel de Portugal.',
     'Felipe segundo, hijo de Carlos primero de España o quinto de Alemania y Isabel de Portugal.'),
    # amperes where watts are spoken of
    ('es', 'Sin embargo 2A ya suponen 460W, no creo que existan electrodomésticos con cables de poca sección '
     'con semejante potencia.',
     'Sin embargo dos amperios ya suponen cuatrocientos sesenta vatios, no creo que existan electrodomésticos '
     'con cables de poca sección con semejante potencia.'),
    # a range with a space after its hyphen
    ('es', 'El consumo diario de leche de los lactantes aumenta gradualmente dentro de la primera semana de '
     'los 50-70 mililitros por kilogramo de peso a los 100- 140 ml, llegando con un peso de '
     'aproximadamente 4000 gramos, a una ingesta diaria de unos 400-560 ml.',
     'El consumo diario de leche de los lactantes aumenta gradualmente dentro de la primera semana de los '
     'cincuenta a setenta mililitros por kilogramo de peso a los cien a ciento cuarenta mililitros, llegando con '
     'un peso de aproximadamente cuatro mil gramos, a una ingesta diaria de unos cuatrocientos a quinientos '
     'sesenta mililitros.'),
    # plus and minus typed apart
    ('es', 'Dependiendo de las características de la pieza a imprimir, puedes regular la temperatura en + – '
     '5°C para conseguir un óptimo y fluido trabajo de impresión.',
     'Dependiendo de las características de la pieza a imprimir, puedes regular la temperatura en más o menos '
     'cinco grados Celsius para conseguir un óptimo y fluido trabajo de impresión.'),
    # the XV of rugby
    ('fr', "Mais c'était sans compter sur la réaction du XV du Chardon qui réagit de la plus belle des "
     'manières en inscrivant trois essais, à la 63e, 71e puis 73e minute du match.',
     "Mais c'était sans compter sur la réaction du quinze du Chardon qui réagit de la plus belle des manières en "
     'inscrivant trois essais, à la soixante-troisième, soixante et onzième puis soixante-treizième minute du '
     'match.'),
    # KW
    ('fr', 'Il sera demandé pour l’électricité de cette salle 0.25 €. par KW consommé.',
     "Il sera demandé pour l'électricité de cette salle vingt-cinq centimes. par kilowatt consommé."),
    # a label typed with =
    ('fr', "Ouverture des portes une demi-heure avant le début du concert, prix d'entrée= 12 euros sur "
     'réservation et 14 euros sur place, gratuit pour les moins de 12 ans.',
     "Ouverture des portes une demi-heure avant le début du concert, prix d'entrée: douze euros sur réservation "
     'et quatorze euros sur place, gratuit pour les moins de douze ans.'),
    # a formula's products and sum
    ('fr', 'Par exemple, pour un salarié ayant 7 ans et 9 mois d’ancienneté à la date de rupture de son '
     'contrat de travail, l’indemnité légale de licenciement sera de : [(1/5 × 7) + (1/5 × 9/12)] × '
     'salaire mensuel.',
     "Par exemple, pour un salarié ayant sept ans et neuf mois d'ancienneté à la date de rupture de son contrat "
     "de travail, l'indemnité légale de licenciement sera de : [(un cinquième fois sept) plus (un cinquième fois "
     'neuf douzièmes)] fois salaire mensuel.'),
    # a standard's name, no range
    ('fr', 'La norme NF C 15-100 (qui régit l’installation des appareils électriques) précise que l’appareil '
     'doit être installé à plus de 60 cm de la baignoire ou du bac de douche, en volume 3.',
     "La norme NF C quinze-cent (qui régit l'installation des appareils électriques) précise que l'appareil doit "
     'être installé à plus de soixante centimètres de la baignoire ou du bac de douche, en volume trois.'),
    # UI per month
    ('fr', 'C’est le nombre de séniors qui ont participé au D-Health Trial, la plus large étude jamais '
     'réalisée pour évaluer l’impact d’une supplémentation en vitamine D (60.000UI/mois durant 5 ans) '
     'sur la mortalité toute cause.',
     "C'est le nombre de séniors qui ont participé au D-Health Trial, la plus large étude jamais réalisée pour "
     "évaluer l'impact d'une supplémentation en vitamine D (soixante mille unités internationales par mois "
     'durant cinq ans) sur la mortalité toute cause.'),
    # a division in brackets in a sum
    ('fr', 'La quantité de lait à donner chaque jour est donc 950 ml, car (7000/10) + 250 = 950.',
     'La quantité de lait à donner chaque jour est donc neuf cent cinquante millilitres, car (sept mille divisé '
     'par dix) plus deux cent cinquante égale neuf cent cinquante.'),
    # a federal court's file number
    ('de', 'Leibliche Nichten und Neffen des Vermieters sind kraft ihres nahen Verwandtschaftsverhältnisses '
     'zum Vermieter Familienangehörige im Sinne von § 573 Abs. 2 Nr. 2 BGB (Fortführung des '
     'Senatsurteils vom 9. Juli 2003 - VIII ZR 276/02, NJW 2003, 2604).',
     'Leibliche Nichten und Neffen des Vermieters sind kraft ihres nahen Verwandtschaftsverhältnisses zum '
     'Vermieter Familienangehörige im Sinne von Paragraf fünfhundertdreiundsiebzig Absatz zwei Nummer zwei BGB '
     '(Fortführung des Senatsurteils vom neunten Juli zweitausenddrei, acht Z R zweihundertsechsundsiebzig '
     'Strich null zwei, NJW zweitausenddrei, zweitausendsechshundertvier).'),
    # rel.
    ('de', 'Voraussetzung ist eine ausreichende Belüftung der Räume und eine ausreichende Temperatur während '
     'der Trocknungszeit (mind. 20 °C und max. 65% rel. Luftfeuchtigkeit).',
     'Voraussetzung ist eine ausreichende Belüftung der Räume und eine ausreichende Temperatur während der '
     'Trocknungszeit (mindestens zwanzig Grad Celsius und maximal fünfundsechzig Prozent relative '
     'Luftfeuchtigkeit).'),
    # a decimal number's -er adjective
    ('de', 'Die Schichthöhe sollte nie mehr als 80% des Düsendurchmessers betragen (bei einer 0.4er Düse max. '
     '0.32mm).',
     'Die Schichthöhe sollte nie mehr als achtzig Prozent des Düsendurchmessers betragen (bei einer '
     'null-Komma-vierer Düse maximal null Komma drei zwei Millimeter).'),
    # cbm
    ('de', 'Gute Schaumstoffmatratzen beginnen ab einem Raumgewicht von 35 kg/cbm (RG 35).',
     'Gute Schaumstoffmatratzen beginnen ab einem Raumgewicht von fünfunddreißig Kilogramm pro Kubikmeter (RG '
     'fünfunddreißig).'),
    # a second date after und, in the first's case
    ('de', 'Feuerwerkskörper der Kategorie F2 dürfen auch ohne Befähigungsschein und Ausnahmegenehmigung am '
     '31. Dezember und 1. Januar abgebrannt werden (§ 23 Abs. 2 1. Sprengstoffverordnung (1.SprengV)).',
     'Feuerwerkskörper der Kategorie F zwei dürfen auch ohne Befähigungsschein und Ausnahmegenehmigung am '
     'einunddreißigsten Dezember und ersten Januar abgebrannt werden (Paragraf dreiundzwanzig Absatz zwei eins. '
     'Sprengstoffverordnung (eins.SprengV)).'),

    # a list of versions after a product's name, the last not a date
    ('de', 'Unterstützt werden Ubuntu 18.04, 20.04, 22.04 und 24.04.',
     'Unterstützt werden Ubuntu achtzehn Punkt null vier, zwanzig Punkt null vier, zweiundzwanzig Punkt null '
     'vier und vierundzwanzig Punkt null vier.'),
    # an identifier's four figures in pairs; key/value
    ('en', 'Typed transactions (EIP-2718) carry a key/value data format.',
     'Typed transactions (EIP twenty-seven eighteen) carry a key-value data format.'),
    # a media type
    ('de', 'Der Server antwortet mit dem Header application/json; charset=UTF-8.',
     'Der Server antwortet mit dem Header application Schrägstrich json; charset=UTF acht.'),
    # terms compared in quotes
    ('fr', "Ainsi, la comparaison 'Z' > 'A' obtient le résultat.",
     'Ainsi, la comparaison Z supérieur à A obtient le résultat.'),
    # a sign quoted alone is named
    ('es', 'Los valores usan “.” como separador decimal y “,” para los miles.',
     'Los valores usan punto como separador decimal y coma para los miles.'),
    # operators of code: not equal, strictly equal; a version at least so high
    ('en', 'Use a === b, never a ≠ b; it requires tqdm >=4.62.0.',
     'Use a strictly equals b, never a is not equal to b; it requires tqdm at least four point sixty-two point '
     'zero.'),
    # arrows between menu items
    ('fr', 'Choisissez « Affichage » ⇒ « Zoom » ⇒ « Agrandir uniquement le texte ».',
     'Choisissez Affichage , puis Zoom , puis Agrandir uniquement le texte.'),
    # k.A.; an ellipsis inside brackets
    ('de', 'Die Werte sind k.A. (… unbekannt…).',
     'Die Werte sind keine Angabe (unbekannt).'),
    # a street's number after calle
    ('es', 'Escriba calle 1 y calle 2 en la búsqueda.',
     'Escriba calle uno y calle dos en la búsqueda.'),
    # an ordinal's mark typed as a degree's
    ('es', 'Se cobra a partir del reintento número 8° (octavo) en adelante.',
     'Se cobra a partir del reintento número octavo (octavo) en adelante.'),
    # a code's dot before and
    ('en', 'Swiss social security numbers start with 756. and end with a check digit.',
     'Swiss social security numbers start with seven hundred and fifty-six and end with a check digit.'),

    # a comparison with a code's value, no bound
    ('fr', "C'est pourquoi (1) null > 0 est faux et null == 0 est faux.",
     "C'est pourquoi (un) null supérieur à zéro est faux et null égale zéro est faux."),

    # 24-hour times glued to hrs
    ('en', 'A temporary notice is being made to implement the temporary closures and will operate from '
     '15/08/2022 to and including the 19/08/2022 (each day from 08:00hrs to 18:00hrs).',
     'A temporary notice is being made to implement the temporary closures and will operate from the fifteenth '
     'of August twenty twenty-two to and including the nineteenth of August twenty twenty-two (each day from oh '
     'eight hundred hours to eighteen hundred hours).'),
    # a weekday and its day: the fifteenth
    ('en', 'Please arrive on Saturday 15th from 10.00 am and be finished by 1.00 pm with your vehicles parked.',
     'Please arrive on Saturday the fifteenth from ten A M and be finished by one P M with your vehicles parked.'),
    # HHJ before a name
    ('en', 'This is an appeal from the order made on 2 January 2014 by HHJ Karp in the County Court at '
     'Willesden, for possession of a dwelling house owned by the respondent London Borough of Hillingdon '
     'known as 46 Westwood Close, London HA4 7RE.',
     'This is an appeal from the order made on the second of January twenty fourteen by His Honour Judge Karp in '
     'the County Court at Willesden, for possession of a dwelling house owned by the respondent London Borough '
     'of Hillingdon known as forty-six Westwood Close, London HA4 seven R E.'),
    # fl oz
    ('en', 'Measure 2 to 2.5g (0.09 oz) of green tea leaves for 180ml (6 fl oz) of water.',
     'Measure two to two point five grams (zero point zero nine ounces) of green tea leaves for one hundred and '
     'eighty milliliters (six fluid ounces) of water.'),
    # a road's kilometre points to the metre
    ('es', 'Horas más tarde, a las 18.25, el mismo conductor circuló de nuevo en dirección contraria por la '
     'autovía A-5, en el tramo comprendido entre los kilómetros 12,600 y 6,800.',
     'Horas más tarde, a las dieciocho y veinticinco, el mismo conductor circuló de nuevo en dirección contraria '
     'por la autovía A cinco, en el tramo comprendido entre los kilómetros doce coma seiscientos y seis coma '
     'ochocientos.'),
    # a time alone in brackets
    ('es', 'El miércoles, día de San Roque, habrá hinchables en la piscina (de 11.30 a 13.30 y de 17.30 a '
     '19.30) y misa en honor del patrón (12.00).',
     'El miércoles, día de San Roque, habrá hinchables en la piscina (de once y media a trece y media y de '
     'diecisiete y media a diecinueve y media) y misa en honor del patrón (doce en punto).'),
    # a range's one before a feminine noun
    ('es', 'Para hogares de 1-2 personas, suelen ser suficientes 9-10 cubiertos, mientras que para familias se '
     'recomienda un modelo con 12-15 cubiertos.',
     'Para hogares de una a dos personas, suelen ser suficientes nueve a diez cubiertos, mientras que para '
     'familias se recomienda un modelo con doce a quince cubiertos.'),
    # degrees written º before grados
    ('es', 'Normalmente los tés verdes infusionan entre 70º y 80º grados centígrados.',
     'Normalmente los tés verdes infusionan entre setenta y ochenta grados centígrados.'),
    # a French article's paragraph in Roman numerals
    ('fr', "Durant les périodes d'interdiction de circulation définies aux articles 1er et 2 du présent "
     'arrêté, le service de permanence mis en place dans chaque préfecture peut procéder à '
     "l'établissement des dérogations préfectorales individuelles à titre temporaire mentionnées au II "
     "de l'article 5.",
     "Durant les périodes d'interdiction de circulation définies aux articles premier et deux du présent arrêté, "
     "le service de permanence mis en place dans chaque préfecture peut procéder à l'établissement des "
     "dérogations préfectorales individuelles à titre temporaire mentionnées au deux de l'article cinq."),
    # carats
    ('fr', 'Camille hésitait entre un 0,70 ct H/VS2 Excellent et un 0,80 ct I/SI1 Very Good.',
     'Camille hésitait entre un zéro virgule soixante-dix carat H/VS2 Excellent et un zéro virgule quatre-vingts '
     'carat I/SI1 Very Good.'),
    # microns
    ('fr', "Une arête voisine de 15 µ est synonyme d'une bonne lame.",
     "Une arête voisine de quinze microns est synonyme d'une bonne lame."),
    # stoppage time
    ('de', 'Steele versuchte noch einmal alles, aber in der 90+3. Minute setzte Markus Borowski den '
     'Lucky-Punsh für Kupferdreh/Byfang, die damit einen 0:3 Rückstand, in Unterzahl, in einen 4:3 Sieg '
     'drehen konnten.',
     'Steele versuchte noch einmal alles, aber in der neunzig plus dritte Minute setzte Markus Borowski den '
     'Lucky-Punsh für Kupferdreh oder Byfang, die damit einen null zu drei Rückstand, in Unterzahl, in einen '
     'vier zu drei Sieg drehen konnten.'),
    # ü. NHN
    ('de', 'Die zwei Gebirgsbäche, aus denen die Wertach zusammenfließt, vereinen sich auf 1078 m ü. NHN, die '
     'Wertach mündet auf 461 m ü. NHN in Augsburg im Lech.',
     'Die zwei Gebirgsbäche, aus denen die Wertach zusammenfließt, vereinen sich auf eintausendachtundsiebzig '
     'Meter über Normalhöhennull, die Wertach mündet auf vierhunderteinundsechzig Meter über Normalhöhennull in '
     'Augsburg im Lech.'),
    # Beschl.; a court's file number after a dash; zum sogenannten
    ('de', 'Das OLG Köln hebt im OLG Köln, Beschl. v. 03.01.2021 – 1 RBs 254/21 – im Rechsfolgenausspruch auf '
     'und ändert seine Rechtsprechung zum sog. Toleranzwert zumindest teilweise.',
     'Das OLG Köln hebt im OLG Köln, Beschluss vom dritten Januar zweitausendeinundzwanzig, eins R B s '
     'zweihundertvierundfünfzig Strich einundzwanzig, im Rechsfolgenausspruch auf und ändert seine '
     'Rechtsprechung zum sogenannten Toleranzwert zumindest teilweise.'),
    # a decimal's -er adjective with a hyphen
    ('de', 'Ein 0,25-er Brillant ist mithin 0,05 Gramm schwer.',
     'Ein null-Komma-fünfundzwanziger Brillant ist mithin null Komma null fünf Gramm schwer.'),
    # kmh
    ('de', 'Diese „Formula Rossa“ steht in Abu Dhabis Vergnügungspark „Ferrari World“: In 4,5 Sekunden geht es '
     'mit ihr von 0 auf 240 kmh!',
     'Diese Formula Rossa steht in Abu Dhabis Vergnügungspark Ferrari World: In vier Komma fünf Sekunden geht es '
     'mit ihr von null auf zweihundertvierzig Kilometer pro Stunde!'),
    # one in so many
    ('de', 'Die Chance alle Zahlen richtig zu tippen, liegt bei 1: 139.838.160, dafür ist die Teilnahme mit 1 '
     'Euro pro Tippfeld vergleichsweise günstig.',
     'Die Chance alle Zahlen richtig zu tippen, liegt bei eins zu einhundertneununddreißig Millionen '
     'achthundertachtunddreißigtausendeinhundertsechzig, dafür ist die Teilnahme mit einem Euro pro Tippfeld '
     'vergleichsweise günstig.'),

    # a millisecond is feminine
    ('de', 'Die Latenz zwischen den Zonen beträgt weniger als 1ms.',
     'Die Latenz zwischen den Zonen beträgt weniger als eine Millisekunde.'),
    # a map's scale
    ('fr', 'Les données sont diffusées au 1:5 000 pour toute la commune.',
     'Les données sont diffusées au cinq-millième pour toute la commune.'),

    # a month of a year before a number; a season stays a range
    ('en', "2024-12 522 Issues: the 2011-12 season's servers were down.",
     'December twenty twenty-four five hundred and twenty-two Issues: the twenty eleven to twenty twelve '
     "season's servers were down."),
    # a day and a month after the evening of
    ('en', 'The devs have been made aware of the issue (which began on the evening of 9/14).',
     'The devs have been made aware of the issue (which began on the evening of September fourteenth).'),
    # microseconds; .NET
    ('de', 'Die Latenz liegt bei 700µs bis 2000µs, wie hier für einen .NET-Build.',
     'Die Latenz liegt bei siebenhundert Mikrosekunden bis zweitausend Mikrosekunden, wie hier für einen Dot '
     'NET-Build.'),
    # versions listed after versions
    ('en', 'For Julia versions v1.11 and v1.10 it works.',
     'For Julia versions one point eleven and one point ten it works.'),

    # a year after by is no clock time; a decimal after by is no time
    ('en', 'Sea levels could rise a metre by 2100, after the index fell by 14.35 points.',
     'Sea levels could rise a metre by two thousand, one hundred, after the index fell by fourteen point three '
     'five points.'),
    # ranges of years are no months
    ('en', 'The 2003-05 survey and the 2010-12 drought were both in the report.',
     'The two thousand and three to two thousand and five survey and the twenty ten to twenty twelve drought '
     'were both in the report.'),
    # a Friday's opening hours are no francs
    ('de', 'Öffnungszeiten: Mo. 9.00–12.00, Fr. 13.30–17.00',
     'Öffnungszeiten: Montag neun Uhr bis zwölf Uhr, Freitag dreizehn Uhr dreißig bis siebzehn Uhr'),
    # one Swiss franc, agreeing with its noun
    ('es', 'La entrada cuesta 1,50 CHF.',
     'La entrada cuesta un franco suizo con cincuenta céntimos.'),
    # two media that are no media type
    ('en', 'Connect the audio/video cable to the screen.',
     'Connect the audio or video cable to the screen.'),
    # percent after a dotted number is no time
    ('en', 'It rose from 10 to 12.50 percent.',
     'It rose from ten to twelve point five zero percent.'),
    # an equation's number is no time
    ('es', 'Según la ecuación (2.15) el resultado es mayor.',
     'Según la ecuación (dos punto quince) el resultado es mayor.'),
    # a decimal's -er adjective: sechser
    ('de', 'Für feine Details eignet sich eine 0,6er Düse.',
     'Für feine Details eignet sich eine null-Komma-sechser Düse.'),
    # rel. before an adverb
    ('de', 'Das ist rel. einfach zu reparieren.',
     'Das ist relativ einfach zu reparieren.'),
    # a count after on where a call is not asked for
    ('en', 'Based on 111 responses, we will call you back.',
     'Based on one hundred and eleven responses, we will call you back.'),

    # a fraction of a length describing the noun after it, as one adjective (held-out: knives)
    ('en', 'Grind a 1mm (1/25in) bevel with a 1/4-inch stone, then cut into 1/2 inch strips on a 1/2 mile walk '
     'home.',
     'Grind a one millimeter (a twenty-fifth of an inch) bevel with a quarter-inch stone, then cut into '
     'half-inch strips on a half-mile walk home.'),
    # a fraction of an inch written against its symbol; a measure alone after a fraction
    ('en', 'Use a 1/4in drill, leave 3/4 mile, then drill a 1/8 inch hole with a 3/8-inch bit.',
     'Use a quarter-inch drill, leave three quarters of a mile, then drill an eighth-inch hole with a '
     'three-eighths-inch bit.'),
    # a substance's measure after a fraction stays a measure; after an article it describes
    ('en', 'Add 1/2 cup sugar, then serve a 1/2 cup portion with 1/3 cup of oil.',
     'Add half a cup sugar, then serve a half-cup portion with a third of a cup of oil.'),
    # an inch written against its number before the noun it describes
    ('en', 'A 5.5in display and a 1in gap, 6in wide.',
     'A five point five inch display and a one inch gap, six inches wide.'),
    # a tonne written against its number (held-out: removals)
    ('en', 'Book an 18t lorry for 18 t of furniture.',
     'Book an eighteen tonne lorry for eighteen tonnes of furniture.'),
    # a lap time with thousandths of a second
    ('en', 'He set a lap of 1:23.456 at Monza.',
     'He set a lap of one minute twenty-three point four five six seconds at Monza.'),
    # a lap time with thousandths of a second
    ('de', 'Die schnellste Rundenzeit betrug 1:23,456 Minuten.',
     'Die schnellste Rundenzeit betrug eine Minute dreiundzwanzig Komma vier fünf sechs Sekunden.'),
    # half of a neuter measure
    ('de', '1/2 kg Mehl, 1/2 Pfund Butter und 1/2 Glas Wein.',
     'ein halbes Kilogramm Mehl, ein halbes Pfund Butter und ein halbes Glas Wein.'),
    # a clock time written with a dot and its leading zero after at (held-out: library notice)
    ('en', 'The Central Library will also close over the Easter break from 17.30 on Thursday 20 March and will '
     'reopen at 09.30 on Monday 24 March.',
     'The Central Library will also close over the Easter break from five thirty P M on Thursday the twentieth '
     'of March and will reopen at nine thirty A M on Monday the twenty-fourth of March.'),
    # a standard's part after its number, the hyphen said
    ('en', 'The circuit shall be wired with copper conductors having line and neutral conductors with a '
     'minimum cross-sectional area of 2.5mm² except for two-core mineral insulated cables complying with '
     'BS EN 60702-1, for which the minimum cross-sectional area is 1.5mm².',
     'The circuit shall be wired with copper conductors having line and neutral conductors with a minimum '
     'cross-sectional area of two point five square millimeters except for two-core mineral insulated cables '
     'complying with BS EN six zero seven zero two dash one, for which the minimum cross-sectional '
     'area is one point five square millimeters.'),
    # milliamps
    ('en', 'The minimum current drain change from among the hearing aids was from 1.1 to 1.2 mA, a difference '
     'of 0.1 mA.',
     'The minimum current drain change from among the hearing aids was from one point one to one point two '
     'milliamps, a difference of zero point one milliamps.'),
    # a measure before thick and the noun it describes: one adjective
    ('en', "Unless you are installing the laminate in some unusual location where performance and looks aren't "
     'of the highest priority, you can currently expect to pay about $3.00/sq. ft. for decent 8 mm thick '
     'flooring.',
     "Unless you are installing the laminate in some unusual location where performance and looks aren't of the "
     'highest priority, you can currently expect to pay about three dollars per square foot for decent eight '
     'millimeter thick flooring.'),
    # an equation's products written with an x; a decimal without its zero in a sum
    ('en', '16 (ounces of wax) x 10% (fragrance load) = 1.6 ounces (fragrance oil), or 16 x .10 = 1.6 ounces.',
     'sixteen (ounces of wax) times ten percent (fragrance load) equals one point six ounces (fragrance oil), or '
     'sixteen times point one zero equals one point six ounces.'),
    # both ends of a range of times said alike
    ('es', 'Durante este periodo de tiempo el Cementerio estará abierto por las mañanas de 9:30 a 13:30 horas, '
     'y de 16:30 a 19:00 horas, en horario de tarde.',
     'Durante este periodo de tiempo el Cementerio estará abierto por las mañanas de nueve y media a trece y '
     'media, y de dieciséis y media a diecinueve horas, en horario de tarde.'),
    # a Roman numeral before a title: its holder's place in the line
    ('es', 'Uno de los personajes que más discordias provocó fue el infante don Juan (hermano de Alfonso X) y '
     'a su causa se unió el noble don Lope Díaz III de Haro, VIII Señor de Vizcaya.',
     'Uno de los personajes que más discordias provocó fue el infante don Juan (hermano de Alfonso décimo) y a '
     'su causa se unió el noble don Lope Díaz tercero de Haro, octavo Señor de Vizcaya.'),
    # a unit's own full stop before the quantity it is counted per
    ('es', 'También incluye el consumo moderado de alcohol (las mujeres 5 g./día como máximo y los varones 10 '
     'g./día como máximo, lo cual equivaldría a medio vaso pequeño (de 100ml.) de vino para las mujeres '
     'y uno para los varones; y evitar esta sustancia en atracón, es decir, nunca más de 5 bebidas '
     'seguidas.',
     'También incluye el consumo moderado de alcohol (las mujeres cinco gramos por día como máximo y los varones '
     'diez gramos por día como máximo, lo cual equivaldría a medio vaso pequeño (de cien mililitros) de vino '
     'para las mujeres y uno para los varones; y evitar esta sustancia en atracón, es decir, nunca más de cinco '
     'bebidas seguidas.'),
    # kilográmetros
    ('es', 'Un coche medio con motor de combustible diésel y 2.000 centímetros cúbicos, cc. (2 litros), da '
     'unos 110 CV y unos 20 o 25 kgm. de fuerza o par motor –el dato de par por cierto no suele tenerse '
     'muy en cuenta, pero es casi más importante que los CV a la hora de comparar distintos coches y la '
     'respuesta teórica de sus motores.',
     'Un coche medio con motor de combustible diésel y dos mil centímetros cúbicos, cc. (dos litros), da unos '
     'ciento diez caballos y unos veinte o veinticinco kilográmetros de fuerza o par motor, el dato de par por '
     'cierto no suele tenerse muy en cuenta, pero es casi más importante que los CV a la hora de comparar '
     'distintos coches y la respuesta teórica de sus motores.'),
    # a unit's symbol alone, after en: what a figure is measured in
    ('es', 'Peso en vacío (UE) en kg: la cifra indicada incluye el depósito lleno en un 90%, un conductor de '
     '68 kg y 7 kg de equipaje.',
     'Peso en vacío (UE) en kilogramos: la cifra indicada incluye el depósito lleno en un noventa por ciento, un '
     'conductor de sesenta y ocho kilogramos y siete kilogramos de equipaje.'),
    # St written without its stop or hyphen before a French saint's name
    ('fr', "Le feu de la St Jean initialement prévu le 29 juin, annulé pour cause d'intempéries, a eu lieu ce "
     'samedi 21 juillet sur le parking du stade de foot.',
     "Le feu de la Saint-Jean initialement prévu le vingt-neuf juin, annulé pour cause d'intempéries, a eu lieu "
     'ce samedi vingt et un juillet sur le parking du stade de foot.'),
    # s. after a century written in figures
    ('fr', 'Consacré en 1275 et complètement restauré par Viollet-le-Duc à la fin du 19e s., cet édifice '
     "présente un intérieur polychrome qui remonte à la construction d'origine.",
     'Consacré en mille deux cent soixante-quinze et complètement restauré par Viollet-le-Duc à la fin du '
     "dix-neuvième siècle, cet édifice présente un intérieur polychrome qui remonte à la construction d'origine."),
    # more than three digits after the decimal mark, one by one
    ('fr', 'Elle est ainsi de 2/3 cm (prononcez deux tiers de centimètre), une fraction dont le résultat '
     'compte un nombre infini de chiffres après la virgule : 0,6666666…',
     'Elle est ainsi de deux tiers de centimètre (prononcez deux tiers de centimètre), une fraction dont le '
     'résultat compte un nombre infini de chiffres après la virgule : zéro virgule six six six six six six six.'),
    # a club's second team; a weekday written short before a time
    ('de', 'Nächste Woche ist der TSV Rudow II zu Gast in der Malteserstraße (So, 11 Uhr).',
     'Nächste Woche ist der TSV Rudow zwei zu Gast in der Malteserstraße (Sonntag, elf Uhr).'),
    # 1 before a noun at the start of a range: ein
    ('de', 'Eine Schuhgröße 39 entspricht also 39 Stich á 0,6cm, in Summe etwa einer Länge von 24cm plus 1-2 '
     'zusätzlichen Zentimetern für die Leiste.',
     'Eine Schuhgröße neununddreißig entspricht also neununddreißig Stich á null Komma sechs Zentimeter, in '
     'Summe etwa einer Länge von vierundzwanzig Zentimetern plus ein bis zwei zusätzlichen Zentimetern für die '
     'Leiste.'),
    # an ordinal in a bracket before an abbreviated noun (a Gesetz: neuter)
    ('de', 'Mit dem zweiten Gesetz zur Änderung des Tabakerzeugnisgesetz (2. ÄndG TabakerzG) wurde seit 2021 '
     'der Anwendungsbereich des Gesetzes um nikotinfreie E-Zigaretten und Nachfüllbehälter erweitert.',
     'Mit dem zweiten Gesetz zur Änderung des Tabakerzeugnisgesetz (zweites ÄndG TabakerzG) wurde seit '
     'zweitausendeinundzwanzig der Anwendungsbereich des Gesetzes um nikotinfreie E-Zigaretten und '
     'Nachfüllbehälter erweitert.'),
    # the words of a standard's part
    ('de', 'Die Kabel sind nach DIN EN 60702-1 geprüft.',
     'Die Kabel sind nach DIN EN sechs null sieben null zwei Strich eins geprüft.'),
    # a unit's symbol alone in a column's label
    ('en', 'Weight (in kg) and height in m: two.',
     'Weight (in kilograms) and height in meters: two.'),
    # a unit's symbol alone in a column's label
    ('fr', 'Distance (en km) ; surface (en m²). Voilà.',
     'Distance (en kilomètres) ; surface (en mètres carrés). Voilà.'),
    # French saints' days and places written short
    ('fr', 'La Ste Catherine, la rue St Honoré et St-Malo.',
     'La Sainte-Catherine, la rue Saint-Honoré et Saint-Malo.'),
    # a time at a day written with a dot
    ('en', 'Meet at 9.30 on Friday; shares closed at 9.30 after a fall.',
     'Meet at nine thirty on Friday; shares closed at nine point three zero after a fall.'),
    # a range of times whose end is a quarter past
    ('es', 'Abierto de 9:00 a 13:15 horas.',
     'Abierto de nueve a trece y cuarto.'),
    # Roman numerals of titles' holders
    ('es', 'Fue el XV Duque de Alba y la XIII Duquesa.',
     'Fue el décimo quinto Duque de Alba y la décima tercera Duquesa.'),
    # a German weekday written short, alone before its time
    ('de', 'Am So 11 Uhr und am Sa 10:00 Uhr.',
     'Am Sonntag elf Uhr und am Samstag zehn Uhr.'),
    # 1 before a unit or percent at the start of a range; not before a time
    ('de', '1-2 %, 1 bis 3 km, 1-2 Tage, von 1 bis 2 Uhr.',
     'ein bis zwei Prozent, ein bis drei Kilometer, ein bis zwei Tage, von eins bis zwei Uhr.'),
    # a decimal without its zero after a word of a sum
    ('en', 'The rate is 4 times .25, or .5%.',
     'The rate is four times point two five, or point five percent.'),
    # a measure before a dimension and a noun; without the noun, its plural
    ('en', 'A 10 ft long cable is 8 mm thick.',
     'A ten foot long cable is eight millimeters thick.'),
    # an abbreviation's letters as a file's extension (held-out: Phoenix's guides)
    ('en', 'Add it to your action in lib/hello_web/controllers/product_controller.ex. This will show the form.',
     'Add it to your action in lib/hello_web/controllers/product_controller.ex. This will show the form.'),
    # a number literal of code, its digits grouped with underscores
    ('en', 'The length defaults to 8_000_000 bytes.',
     'The length defaults to eight million bytes.'),
    # a version written with its v alone (held-out: SubQuery's documentation)
    ('de', 'Ein Datenbanknode zum Ausführen von Postgresql db (v12 und höher).',
     'Ein Datenbanknode zum Ausführen von Postgresql db (Version zwölf und höher).'),
    # a web socket's address: its scheme not read
    ('de', 'Der network.endpoint ist wss://kusama.api.onfinality.io/public-ws.',
     'Der network.endpoint ist kusama Punkt api Punkt onfinality Punkt io Schrägstrich public ws.'),
    # a status code before its name or its page
    ('en', 'If the page cannot be found, 404 Error Page is displayed; a 500 Internal Server Error.',
     'If the page cannot be found, four oh four Error Page is displayed; a five hundred Internal Server Error.'),
    # càd.
    ('fr', 'Le type Double => Double (càd. une fonction qui prend un Double).',
     "Le type Double flèche Double (c'est-à-dire une fonction qui prend un Double)."),
    # a build's number: a part of more than four digits one by one
    ('en', 'Release 10.0.20240909.01 is out.',
     'Release ten point zero point two zero two four zero nine zero nine point zero one is out.'),
    # words joined by a slash are either, names of code are not
    ('en', 'Flights on Monday/Tuesday, in JavaScript/TypeScript, not ExpressibleByArgument/allValueStrings.',
     'Flights on Monday or Tuesday, in JavaScript or TypeScript, not ExpressibleByArgument/allValueStrings.'),
    # a folder's path after a folder that starts only paths
    ('de', 'Mappings werden im Verzeichnis src/mappings definiert.',
     'Mappings werden im Verzeichnis src/mappings definiert.'),
    # a name of code and a function's arity, no either and no list
    ('en', 'Implement ExpressibleByArgument/allValueStrings in the form/1 component.',
     'Implement ExpressibleByArgument/allValueStrings in the form/one component.'),
    # a unit's symbol after in only in brackets or before a colon; capitals after in are places
    ('en', 'Made in GB, shipped in TB; a flat in SF. Weight (in kg), height in m: 2',
     'Made in GB, shipped in TB; a flat in SF. Weight (in kilograms), height in meters: two'),
    # a price or a rate after at, a day after it, is no time
    ('en', 'The euro traded at 1.08 on Friday and rates stood at 6.45 this week.',
     'The euro traded at one point zero eight on Friday and rates stood at six point four five this week.'),
    # a time after at with a day after it
    ('en', 'We meet at 9.30 on Friday.',
     'We meet at nine thirty on Friday.'),
    # a short weekday without its stop in small letters is a word
    ('fr', 'Baignade en mer de 10 h à 18 h; ouvert mar. 10h.',
     'Baignade en mer de dix heures à dix-huit heures; ouvert mardi dix heures.'),
    # So starting a German sentence is so
    ('de', 'So ab 18 Uhr wird es voll. Gast (So, 11 Uhr).',
     'So ab achtzehn Uhr wird es voll. Gast (Sonntag, elf Uhr).'),
    # a count of errors is no status code
    ('en', 'The scan found 403 errors and one 404 error.',
     'The scan found four hundred and three errors and one four oh four error.'),
    # v with one figure is a variable or an engine; v12 and higher a version
    ('en', 'If v0 is the initial velocity, a v8 engine runs v12 and higher.',
     'If v0 is the initial velocity, a v8 engine runs version twelve and higher.'),
    # t in a sum or a size is no tonne
    ('en', 'If x = 5t then buy size 4t shirts and an 18t lorry.',
     'If x equals 5t then buy size 4t shirts and an eighteen tonne lorry.'),
    # a fraction of a time after for is a duration
    ('en', 'Simmer for 1/2 hour uncovered, then cut into 1/2 inch cubes.',
     'Simmer for half an hour uncovered, then cut into half-inch cubes.'),
    # a measure after is before long is its plural
    ('en', 'The pipe is 3 m long beneath the floor; a 10 ft long cable.',
     'The pipe is three meters long beneath the floor; a ten foot long cable.'),
    # words a slash joins after a folder's name that is a word too
    ('en', 'The vendor/supplier relationship and the bin/bucket.',
     'The vendor or supplier relationship and the bin or bucket.'),
    # abbreviations after a slash
    ('fr', 'M./Mme Dupont est venu.',
     'M./Madame Dupont est venu.'),
    # a chapter's numbers before a heading's noun stay numbers
    ('de', 'Kapitel 1-4 Grundlagen der Chemie, dazu 1-2 Tassen.',
     'Kapitel eins bis vier Grundlagen der Chemie, dazu ein bis zwei Tassen.'),
    # a camera's speeds after ISO rise: a range
    ('en', 'Shoot at ISO 100-400 outdoors.',
     'Shoot at ISO one hundred to four hundred outdoors.'),
    # calibres written without their zero
    ('en', 'It comes in .22 and .38 calibres, a .308 Winchester and a .300 Win Mag.',
     'It comes in twenty-two and thirty-eight calibres, a three oh eight Winchester and a three hundred Win Mag.'),
    # a range of times started with a dot, its end with its half of the day (held-out: a library's hours)
    ('en', 'It will be open 7.30-11am on 24 December and 7.30am-12pm on 26 December.',
     'It will be open seven thirty to eleven A M on the twenty-fourth of December and seven thirty A M to twelve '
     'P M on the twenty-sixth of December.'),
    # a measure's short name before its value is no product before its version (hazard ratio, confidence interval)
    ('en', 'Mortality was significantly lower in the intervention group (HR 0.69, 95% CI 0.55 to 0.86; six '
     'RCTs), without significant heterogeneity (profiles test p=0.42).',
     'Mortality was significantly lower in the intervention group (HR zero point six nine, ninety-five percent '
     "CI zero point five five to zero point eight six; six R C T's), without significant heterogeneity (profiles "
     'test p equals zero point four two).'),
    # horsepower
    ('en', 'Starting from April 2009, the new 159 will be available with a brand new engine: a 1750 cc '
     'turbocharged petrol engine that conforms to Euro 5 standards and develops 200 HP between 4,750 and '
     '5,500 rpm with 320 Nm of torque at only 1,400 rpm.',
     'Starting from April two thousand and nine, the new one hundred and fifty-nine will be available with a '
     'brand new engine: a seventeen fifty cc turbocharged petrol engine that conforms to Euro five standards and '
     'develops two hundred horsepower between four thousand, seven hundred and fifty and five thousand, five '
     'hundred rpm with three hundred and twenty newton meters of torque at only one thousand, four hundred rpm.'),
    # pounds per square inch, gallons per minute, amps
    ('en', 'The Sun Joe SPX3001 2030 PSI 1.76 GPM 14.5 AMP Electric Pressure Washer with Hose Reel, Green is '
     'onsale at Amazon for $127.99.',
     'The Sun Joe SPX3001 two thousand and thirty pounds per square inch one point seven six gallons per minute '
     'fourteen point five amps Electric Pressure Washer with Hose Reel, Green is onsale at Amazon for one '
     'hundred and twenty-seven dollars, ninety-nine cents.'),
    # a standard and its edition's year
    ('es', 'Comprobar que la cama elástica cumple los requisitos europeos estipulados en las normas EN '
     '913:2008 y EN 13219:2008 – Equipos de gimnasia.',
     'Comprobar que la cama elástica cumple los requisitos europeos estipulados en las normas EN novecientos '
     'trece, dos mil ocho y EN uno tres dos uno nueve, dos mil ocho, Equipos de gimnasia.'),
    # H after a French hour
    ('fr', 'Seuls vingt exposants se sont présentés et à 11 H, seuls quinze étaient encore présents !!',
     'Seuls vingt exposants se sont présentés et à onze heures, seuls quinze étaient encore présents !!'),
    # a pound written against its number in French
    ('fr', 'La puissance de l’arc est exprimée en livres anglaises (1lb = 453.6g), c’est la force que l’archer '
     'doit exercer lors de l’armement à son allonge.',
     "La puissance de l'arc est exprimée en livres anglaises (une livre égale quatre cent cinquante-trois "
     "virgule six grammes), c'est la force que l'archer doit exercer lors de l'armement à son allonge."),
    # miles per hour in French
    ('fr', 'La plupart des cerfs-volants volent lorsque la vitesse du vent se situe entre 4 et 15 MPH.',
     'La plupart des cerfs-volants volent lorsque la vitesse du vent se situe entre quatre et quinze miles par '
     'heure.'),
    # an ordinal after a comma before a noun
    ('de', 'Ralf Teichmann, 1. Vorstand und Neffe von Eduard Teichmann, grillte diese nach altbewährtem '
     'Rezept.',
     'Ralf Teichmann, erster Vorstand und Neffe von Eduard Teichmann, grillte diese nach altbewährtem Rezept.'),
    # über Meer
    ('de', 'Der Seespiegel liegt im Mittel bei 193 m ü. M. und bildet damit den tiefsten Punkt der Schweiz.',
     'Der Seespiegel liegt im Mittel bei einhundertdreiundneunzig Metern über Meer und bildet damit den tiefsten '
     'Punkt der Schweiz.'),
    # pounds in German
    ('de', 'Für Anfänger liegt das Zuggewicht bei 12 lbs (1 lbs - ca. 450 Gramm), dieses kann mit der Zeit auf '
     'bis zu 55 lbs gesteigert werden.',
     'Für Anfänger liegt das Zuggewicht bei zwölf Pfund (ein Pfund, circa vierhundertfünfzig Gramm), dieses kann '
     'mit der Zeit auf bis zu fünfundfünfzig Pfund gesteigert werden.'),
    # a rarer currency's code before a number with no cents is a name
    ('en', 'Install PHP 8.2 on an AMD 5800, not PHP 1,500.00.',
     'Install PHP eight point two on an AMD five thousand, eight hundred, not one thousand, five hundred '
     'Philippine pesos.'),
    # an identifier of many digits, one by one
    ('fr', 'Un répertoire 1406163740504 est créé.',
     'Un répertoire un quatre zéro six un six trois sept quatre zéro cinq zéro quatre est créé.'),
    # ej: is an example, ej. before a number an exercise
    ('es', 'Un ejemplo (ej: la tabla) y el ej. 3.',
     'Un ejemplo (por ejemplo: la tabla) y el ej. tres.'),
    # a time before a slash and a unit of time is either, not a rate
    ('fr', 'Le format date/heure et 50 euros/mois.',
     'Le format date ou heure et cinquante euros par mois.'),
    # a ruler's numbers in his other realms, after a comma or y (held-out: Philip II)
    ('es', 'Fue Don Felipe II de Castilla y Aragón, I de Portugal, IV de Navarra y V de Borgoña, devoto y '
     'piadoso, culto y refinado, justo y concienzudo; padre de sus súbditos, protector de las artes, las '
     'letras y las industrias, defensor y reformador de la Iglesia, azote de herejes y mahometanos.',
     'Fue Don Felipe segundo de Castilla y Aragón, primero de Portugal, cuarto de Navarra y quinto de Borgoña, '
     'devoto y piadoso, culto y refinado, justo y concienzudo; padre de sus súbditos, protector de las artes, '
     'las letras y las industrias, defensor y reformador de la Iglesia, azote de herejes y mahometanos.'),
    # a decimal comma typed as an apostrophe before a unit
    ('es', 'Las actuaciones serán en el campo de fútbol ubicado en el barrio de Puente Ladrillo, un espacio '
     'está cerrado perimetralmente, con un aforo máximo de 2.500 personas ubicadas en sillas colocadas a '
     '1’5 metros de distancia entre grupos de convivencia.',
     'Las actuaciones serán en el campo de fútbol ubicado en el barrio de Puente Ladrillo, un espacio está '
     'cerrado perimetralmente, con un aforo máximo de dos mil quinientas personas ubicadas en sillas colocadas a '
     'uno coma cinco metros de distancia entre grupos de convivencia.'),
    # a time before a slash and a time unit is either; after a number, a rate
    ('en', 'Commitment: 1 hour/week; the date/time field.',
     'Commitment: one hour per week; the date or time field.'),
    # a currency's code before a round price; one that is a name too, before a version
    ('en', 'Pay JPY 500 at the gate; install PHP 8.2.',
     'Pay five hundred Japanese yen at the gate; install PHP eight point two.'),
    # a count of eleven digits ending in zeros is a number
    ('en', 'There are about 100000000000 galaxies.',
     'There are about one hundred billion galaxies.'),
    # HP is hit points where no engine is spoken of
    ('en', 'The boss has 5000 HP.',
     'The boss has five thousand HP.'),
    # HP is horsepower where an engine is spoken of
    ('en', 'The engine makes 200 HP.',
     'The engine makes two hundred horsepower.'),
    # H after a French number is a school year after élèves
    ('fr', 'Les élèves de 7H à 11H arrivent.',
     'Les élèves de 7H à 11H arrivent.'),
    # H after a French number is an hour after à
    ('fr', 'Rendez-vous à 11 H devant la mairie.',
     'Rendez-vous à onze heures devant la mairie.'),
    # numbers before a comma are no ordinal's words
    ('de', 'Die Lottozahlen lauten 3, 11, 25, 38, 42, 49. Superzahl ist 7.',
     'Die Lottozahlen lauten drei, elf, fünfundzwanzig, achtunddreißig, zweiundvierzig, neunundvierzig. '
     'Superzahl ist sieben.'),
    # a book's volumes after a comma are not a ruler's realms
    ('es', 'El Tomo II de Historia, III de Geografía y XII de Arte.',
     'El Tomo dos de Historia, III de Geografía y XII de Arte.'),
    # a version after CI; a confidence interval
    ('en', 'GitLab CI 12.10 reports a 95% CI 0.55 to 0.86.',
     'GitLab CI twelve point ten reports a ninety-five percent CI zero point five five to zero point eight six.'),
    # a month written in capitals (held-out: a notice)
    ('en', 'FOR 1 DAY FROM 07.00 AM to 15.30 PM COMMENCING 23 JUNE 2014.',
     'FOR one DAY FROM seven A M to fifteen thirty COMMENCING the twenty-third of June twenty fourteen.'),
    # a date written year first with dots
    ('en', 'First published (2018.10.12), revised since.',
     'First published (October twelfth, twenty eighteen), revised since.'),
    # a month in capitals in French and German
    ('fr', 'Fermé le 3 MAI 2020 et le 14 JUILLET.',
     'Fermé le trois mai deux mille vingt et le quatorze juillet.'),
    # a month in capitals in French and German
    ('de', 'Geschlossen am 3. MAI 2020.',
     'Geschlossen am dritten Mai zweitausendzwanzig.'),
    # an age group written apart from under (held-out: surfing)
    ('en', 'Entrance this year is £5.00, and nothing for under 16s.',
     'Entrance this year is five pounds, and nothing for under sixteens.'),
    # a century written with c
    ('en', 'Lincoln used to be the fourth city of England in importance (11th c) owing to its wool exports.',
     'Lincoln used to be the fourth city of England in importance (eleventh century) owing to its wool exports.'),
    # a Spanish century written S. in capitals
    ('es', 'En la segunda mitad del S.XVI se llevarán a cabo importantes reformas, quedando poco del primitivo '
     'monasterio.',
     'En la segunda mitad del siglo dieciséis se llevarán a cabo importantes reformas, quedando poco del '
     'primitivo monasterio.'),
    # a century written with c before a sentence, before BC
    ('en', 'Built in the 12th c. Then 5th c. BC.',
     'Built in the twelfth century. Then fifth century BC.'),
    # an abbreviation that needs what follows ends no sentence
    ('de', 'Kosten von 238,80 Euro zzgl. Mwst pro Jahr.',
     'Kosten von zweihundertachtunddreißig Euro und achtzig Cent zuzüglich Mehrwertsteuer pro Jahr.'),
    # half an hour written short, agreeing
    ('de', 'Klettersteig 2¾ Std., weiter zur Hütte ½ Std., Abstieg 1½ Std.',
     'Klettersteig zwei und drei Viertel Stunden, weiter zur Hütte eine halbe Stunde, Abstieg eineinhalb Stunden.'),
    # amperes have no dative plural
    ('de', 'mit einer Stromaufnahme von 2 100 mA (USB-Anschluss)',
     'mit einer Stromaufnahme von zweitausendeinhundert Milliampere (USB-Anschluss)'),
    # a telephone's extension after its groups is no score
    ('de', 'unter 09827 / 92 11-0 oder bei der Gemeinde',
     'unter null neun acht zwei sieben, neun zwei, eins eins, null oder bei der Gemeinde'),
    # kilometre posts in the plural, the symbol with its stop
    ('es', 'situados en los kms. 107,5 y 126,6, respectivamente.',
     'situados en los kilómetros ciento siete coma cinco y ciento veintiséis coma seis, respectivamente.'),
    # pages counted, temperature written short
    ('es', 'páginas 8945 a 8964 (20 págs.), a Tª ambiente.',
     'páginas ocho mil novecientos cuarenta y cinco a ocho mil novecientos sesenta y cuatro (veinte páginas), a'
     ' temperatura ambiente.'),
    # an article's lettered paragraph after its dotted number
    ('es', 'Modifica el art. 29 y Art. 46.2.c',
     'Modifica el artículo veintinueve y artículo cuarenta y seis punto dos letra c'),
    # a range of times before horas, both ends alike, after a capital
    ('es', 'Entre las 13:15 y 15:15 horas, las protestas.',
     'Entre las trece y cuarto y quince y cuarto, las protestas.'),
    # feet shown by the metres after them
    ('fr', "Les longueurs vont de 10' (3m) à 12' (3.60m) ou 13' (3.90m).",
     'Les longueurs vont de dix pieds (trois mètres) à douze pieds (trois mètres soixante) ou treize pieds (trois'
     ' mètres quatre-vingt-dix).'),
    # feet shown by the metres after them
    ('en', "Rods go from 10' (3m) to 12’ (3.6 m) long.",
     'Rods go from ten feet (three meters) to twelve feet (three point six meters) long.'),
    # a minute of the match
    ('fr', "À la 87' il marque.",
     'À la quatre-vingt-septième minute il marque.'),
    # an inch mark glued to a model's name, before it as an adjective
    ('en', 'My 8”LX200R has a focal ratio of f/10 and the aperture is 8”.',
     'My eight inch LX200R has a focal ratio of f ten and the aperture is eight inches.'),
    # a unit's symbol glossing its own name
    ('en', 'The dose usually is 5 milligrams (mg) per kilogram (kg) of body weight.',
     'The dose usually is five milligrams per kilogram of body weight.'),
    # feet and inches written with apostrophes and quotes
    ('en', 'He is 5’6″ tall and she is 5\'10" tall.',
     'He is five feet six inches tall and she is five feet ten inches tall.'),
    # a length in feet with a curly apostrophe before its noun
    ('en', 'The 7’ funboard is fun.',
     'The seven-foot funboard is fun.'),
    # a decimal written without its zero, before an inch mark; a gun's calibre and a batting average stay numbers
    ('en', 'The gap is .043” wide; a .22 caliber rifle; he hit .300 in 2019.',
     'The gap is zero point zero four three inches wide; a twenty-two caliber rifle; he hit three hundred in '
     'twenty nineteen.'),
    # francs written F, FF
    ('fr', 'Il a payé 20 000 F en 1990, puis 300 FF.',
     'Il a payé vingt mille francs en mille neuf cent quatre-vingt-dix, puis trois cents francs.'),
    # a file's number in parts joined by slashes
    ('fr', 'Le dossier de police 41/51394/21 est clos.',
     'Le dossier de police quarante et un barre oblique cinquante et un mille trois cent quatre-vingt-quatorze '
     'barre oblique vingt et un est clos.'),
    # a file's number in parts joined by slashes
    ('es', 'Expediente 2023/145/7 archivado.',
     'Expediente dos mil veintitrés barra ciento cuarenta y cinco barra siete archivado.'),
    # a unit's full stop before a capital ends the sentence, in German too
    ('de', 'Der Aufstieg dauert 3 Std. Trittsicherheit ist erforderlich.',
     'Der Aufstieg dauert drei Stunden. Trittsicherheit ist erforderlich.'),
    # a vitamin, a formula, a memory's kind after a measure: no model's name
    ('en', 'Take 25 mg B6 and 400 IU D3; it gives off 120 g CO2.',
     'Take twenty-five milligrams B6 and four hundred international units D3; it gives off one hundred and twenty '
     'grams C O two.'),
    # a minute of the match and the time added, the first minute
    ('fr', "But à la 90'+3 et à la 1'.",
     'But à la quatre-vingt-dixième minute plus trois et à la première minute.'),
    # a score after a slash is no telephone's extension
    ('en', 'The score was 24 / 21-17.',
     'The score was twenty-four, twenty-one to seventeen.'),
    # a year before a closing quote glued to a word is no size
    ('en', 'The album 1999”Believe” sold.',
     'The album nineteen ninety-nine Believe sold.'),
    # a lap's time to the thousandth is no map's scale
    ('es', 'Marcó un 1:38.641 algo más lento; a escala 1:25.000.',
     'Marcó un minuto treinta y ocho segundos y seiscientas cuarenta y una milésimas algo más lento; a escala uno '
     'a veinticinco mil.'),
    # a race's hours, minutes and seconds
    ('es', 'Sólo tardaron 02h01’53 en recorrer la distancia.',
     'Sólo tardaron dos horas un minuto cincuenta y tres segundos en recorrer la distancia.'),
    # a range before mph and a verb after it: miles
    ('en', 'A north wind 10 to 15 mph increasing to 17 to 22 mph.',
     'A north wind ten to fifteen miles per hour increasing to seventeen to twenty-two miles per hour.'),
    # square kilometres written square km
    ('en', 'An area of some 750,000 square km and 1 square mi.',
     'An area of some seven hundred and fifty thousand square kilometers and one square mile.'),
    # turns per minute, seconds written sek
    ('de', 'Leistung 37 kW bei 7000/min, 0-100 km/h in 5,4 sek.',
     'Leistung siebenunddreißig Kilowatt bei siebentausend pro Minute, null bis einhundert Kilometer pro Stunde '
     'in fünf Komma vier Sekunden.'),
    # torque in newton metres and pound-feet
    ('en', 'Tighten the bolts to 12 N·m and 70 lb-ft.',
     'Tighten the bolts to twelve newton meters and seventy pound-feet.'),
    # torque in newton metres, kilogram-force metres and pound-feet
    ('fr', 'Deuxième étape : 95 N·m (9,7 kgf-m, 70 lb-ft) de virage.',
     'Deuxième étape : quatre-vingt-quinze newtons-mètres (neuf virgule sept kilogrammes-force mètre, '
     'soixante-dix livres-pieds) de virage.'),
    # a law's old version written short
    ('de', 'Nach § 173 Abs. 3 Satz 1 BBauG a.F. übergeleitete Pläne.',
     'Nach Paragraf einhundertdreiundsiebzig Absatz drei Satz eins BBauG alte Fassung übergeleitete Pläne.'),
    # how many times as much, with a capital X
    ('en', "That's 2.5X the allowance, 3x faster.",
     "That's two point five times the allowance, three times faster."),
    # a range's first day written with its zero
    ('fr', 'Du 03 au 07 juillet, le pont est fermé.',
     'Du trois au sept juillet, le pont est fermé.'),
    # a range's first day written with its zero
    ('es', 'Del 03 al 07 de julio.',
     'Del tres al siete de julio.'),
    # a minute of the match written min.
    ('es', 'Goles del Cucho (min.54) y de Abde (min. 63).',
     'Goles del Cucho (minuto cincuenta y cuatro) y de Abde (minuto sesenta y tres).'),
    # a decimal's degrees written with the ordinal sign
    ('es', 'El grado de acidez no supera 0,8 º.',
     'El grado de acidez no supera cero coma ocho grados.'),
    # Celsius written C. before the sentence goes on
    ('de', 'Bei ca. 170 Grad C. braun gebacken.',
     'Bei circa einhundertsiebzig Grad Celsius braun gebacken.'),
    # a French law's items numbered with a degree sign
    ('fr', '1° la première règle ; 2° la seconde.',
     'Premièrement, la première règle ; deuxièmement, la seconde.'),
    # a radio frequency to the kilohertz
    ('fr', 'Sur 145,400 MHz et 144.750 MHz.',
     'Sur cent quarante-cinq virgule quatre cents mégahertz et cent quarante-quatre virgule sept cent cinquante '
     'mégahertz.'),
    # a pressure or a frequency to the third place: a decimal comma
    ('es', 'Es de 1 atmósfera (atm) o 101,325 kPa al nivel del mar.',
     'Es de una atmósfera o ciento uno coma trescientos veinticinco kilopascales al nivel del mar.'),
    # Spain's dot groups thousands in the same sentence: its comma is the decimal
    ('es', 'Hay 1.500 socios y 2,750 kg de carga.',
     'Hay mil quinientos socios y dos coma setecientos cincuenta kilogramos de carga.'),
    # a standard's number written against its body's name
    ('fr', 'Conformément à la norme ISO14040.',
     'Conformément à la norme ISO un quatre zéro quatre zéro.'),
    # degrees at a sentence's start or after a colon are no law's items
    ('fr', "Lyon : 12° nuageux. 30° aujourd'hui.",
     "Lyon : douze degrés nuageux. trente degrés aujourd'hui."),
    # min. before a number is a minimum outside a match
    ('es', 'Reserva min. 2 noches.',
     'Reserva mínimo dos noches.'),
    # a processor's model name ending in X (no times)
    ('en', 'A Ryzen 5 3600X and a 10X zoom.',
     'A Ryzen five 3600X and a ten X zoom.'),
    # a measure before a noun ending in -ing
    ('en', 'A 9 ft ceiling and a 2,000 sq ft building.',
     'A nine foot ceiling and a two thousand square foot building.'),
    # thousands grouped with a dot before millimetres in French
    ('fr', 'Il est tombé 1.200 mm de pluie.',
     'Il est tombé mille deux cents millimètres de pluie.'),
    # a map's scale to a round number
    ('es', 'A escala 1:12.500.',
     'A escala uno a doce mil quinientos.'),
    # a train's time written with a dot after what happens at it
    ('en', 'The train leaves at 10.55 and arrives at 12.20.',
     'The train leaves at ten fifty-five and arrives at twelve twenty.'),
    # plus or minus written against its number
    ('en', 'It was 16,550±50 years ago.',
     'It was sixteen thousand, five hundred and fifty plus or minus fifty years ago.'),
    # degrees written with the ordinal sign after los
    ('es', 'Temperaturas entre los 34º y los 36º.',
     'Temperaturas entre los treinta y cuatro grados y los treinta y seis grados.'),
    # an amount of an ingredient after add or with: the unit in the plural; a recipe's T. and c.
    ('en', 'Add 2 tbsp sugar and 2 oz butter, with 1 T. butter and 2 c. flour.',
     'Add two tablespoons sugar and two ounces butter, with one tablespoon butter and two cups flour.'),
    # doña written short
    ('es', 'Comparece D.ª María López.',
     'Comparece doña María López.'),
    # a melting and a boiling point written short
    ('de', 'Smp. 120 °C, Sdp. 250 °C.',
     'Schmelzpunkt einhundertzwanzig Grad Celsius, Siedepunkt zweihundertfünfzig Grad Celsius.'),
    # a noun ending in -ing after a measure and an article; a forecast's verb after a range
    ('en', 'An 11 m turning circle; seas 2 to 4 ft building.',
     'An eleven meter turning circle; seas two to four feet building.'),
    # how many times, a number of three figures and a capital X
    ('en', 'Use 1000X magnification and a 400X objective.',
     'Use one thousand times magnification and a four hundred times objective.'),
    # a measure or a price after arrived at
    ('en', 'He arrived at 4.35 m and it left at 5.50 euros.',
     'He arrived at four point three five meters and it left at five euros, fifty cents.'),
    # a law's first item after a colon
    ('fr', 'Sont exclus : 1° les mineurs ; 2° les majeurs protégés.',
     'Sont exclus : premièrement, les mineurs ; deuxièmement, les majeurs protégés.'),
    # hectopascals and megahertz grouped in thousands with a comma
    ('es', 'Presión de 1,008 hPa y memoria a 3,200 MHz.',
     'Presión de mil ocho hectopascales y memoria a tres mil doscientos megahercios.'),
    # a lap's time to a round thousandth, seconds after it
    ('es', 'Marcó 1:12.500 segundos en la vuelta.',
     'Marcó un minuto doce segundos y quinientas milésimas en la vuelta.'),
    # per millilitre, no metre per litre; a unit per a product of two still
    ('en', 'A density of 1.2 g/mL and 4.18 J/g°C.',
     'A density of one point two grams per milliliter and four point one eight joules per gram per degree '
     'Celsius.'),
    # per millilitre, written against the number
    ('de', 'Dichte 2,70g/mL.',
     'Dichte zwei Komma sieben null Gramm pro Milliliter.'),
    # a bracketed list of a match's sets, one no clock shows: each a score
    ('de', 'Der US-Amerikaner schlug wenig später Lubomir Jancarik mit 3:2 (11:6, 9:11, 11:7, 9:11, 11:7).',
     'Der US-Amerikaner schlug wenig später Lubomir Jancarik mit drei zu zwei (elf zu sechs, neun zu elf, elf zu '
     'sieben, neun zu elf, elf zu sieben).'),
    # a list of clock times stays times
    ('de', 'Abfahrt (10:00, 14:00, 18:00) täglich.',
     'Abfahrt (zehn Uhr, vierzehn Uhr, achtzehn Uhr) täglich.'),
    # a title before a withheld name's initial: a letter, no Roman numeral
    ('fr', "Attendu, selon l'arrêt attaqué (Aix-en-Provence, 4 juin 2015), que Mme X..., soutenant avoir été "
     'blessée, a assigné celle-ci.',
     "Attendu, selon l'arrêt attaqué (Aix-en-Provence, quatre juin deux mille quinze), que Madame X, soutenant "
     'avoir été blessée, a assigné celle-ci.'),
    # and the title said before the initial, whose dots are no pause
    ('fr', 'Le tribunal a entendu M. Y... et Mme Z..., puis est parti.',
     'Le tribunal a entendu Monsieur Y et Madame Z, puis est parti.'),
    # a dash written apart after a preposition, before a depth: its minus
    ('fr', 'Dans le premier nous avons continué l’équipement de – 150 à près de – 400 m.',
     "Dans le premier nous avons continué l'équipement de moins cent cinquante à près de moins quatre cents "
     'mètres.'),
    # and at a range's other end
    ('fr', 'Il y a de – 5 à – 10 degrés.',
     'Il y a de moins cinq à moins dix degrés.'),
    # the feminine ending after a hyphen: both forms
    ('es', 'Un punto de suministro de agua para que aquellos vecinos-as que tengan problemas puedan abastecerse.',
     'Un punto de suministro de agua para que aquellos vecinos o vecinas que tengan problemas puedan abastecerse.'),
    # Spanish says de between a date's parts, written or not
    ('es', 'JEFATURA DEL ESTADO BOE 2 octubre 2015, núm. 236.',
     'JEFATURA DEL ESTADO BOE dos de octubre de dos mil quince, número doscientos treinta y seis.'),
    # a month and its year
    ('es', 'Publicado en octubre 2015 en Madrid.',
     'Publicado en octubre de dos mil quince en Madrid.'),
    # a unit's symbol after a count in words
    ('es', 'Del millón cien mil km que formaban la red mundial en el año 2000 el 59 % tenía un ancho de 1.435 mm.',
     'Del millón cien mil kilómetros que formaban la red mundial en el año dos mil el cincuenta y nueve por '
     'ciento tenía un ancho de mil cuatrocientos treinta y cinco milímetros.'),
    # after a count in words, the plural unless the count is one
    ('fr', 'Environ trois cents km et vingt et un kg, puis un km.',
     'Environ trois cents kilomètres et vingt et un kilogrammes, puis un kilomètre.'),
    # a German count in words, one word
    ('de', 'Rund zweihundert km und fünfundzwanzig kg.',
     'Rund zweihundert Kilometer und fünfundzwanzig Kilogramm.'),
    # a unit per another without a number: both named
    ('de', 'Für Feststoffe und Flüssigkeiten wird die Dichte in g/cm³ bei 20°C und für gasförmige Elemente in g/L '
     'bei 1013 hPa angegeben.',
     'Für Feststoffe und Flüssigkeiten wird die Dichte in Gramm pro Kubikzentimeter bei zwanzig Grad Celsius und '
     'für gasförmige Elemente in Gramm pro Liter bei eintausenddreizehn Hektopascal angegeben.'),
    # the symbols glossing the name just said, said once
    ('de', 'Es hat die höchste Dichte, mit einem Wert von etwa 22,59 Gramm pro Kubikzentimeter (g/cm³).',
     'Es hat die höchste Dichte, mit einem Wert von etwa zweiundzwanzig Komma fünf neun Gramm pro '
     'Kubikzentimeter.'),
    # N/A is no unit per another
    ('en', 'Glucose in mg/dL is N/A here.',
     'Glucose in milligrams per deciliter is N/A here.'),
    # Deutsche Mark, feminine
    ('de', 'Am 27. März 2000 legte er einen Betrag von 95.000 DM an, jede DM zählte, 1 DM war viel.',
     'Am siebenundzwanzigsten März zweitausend legte er einen Betrag von fünfundneunzigtausend D-Mark an, jede DM '
     'zählte, eine D-Mark war viel.'),
    # an adjective after a measure, no noun it describes: the plural
    ('en', 'Winds are stronger out of the south at 15-25 mph, with gusts up to 35 mph possible.',
     'Winds are stronger out of the south at fifteen to twenty-five miles per hour, with gusts up to thirty-five '
     'miles per hour possible.'),
    # degrees where temperatures are spoken of
    ('es', 'Así, en zonas de la meseta se alcanzarán temperaturas entre los 34º y los 36º, entre 36º y 38º en el '
     'valle del Ebro.',
     'Así, en zonas de la meseta se alcanzarán temperaturas entre los treinta y cuatro grados y los treinta y '
     'seis grados, entre treinta y seis grados y treinta y ocho grados en el valle del Ebro.'),
    # two values between: a range of degrees
    ('es', 'Subirá entre 36º y 38º en el valle del Ebro.',
     'Subirá entre treinta y seis grados y treinta y ocho grados en el valle del Ebro.'),
    # school years from one to another stay ordinals
    ('es', 'Para alumnos de 3º a 6º de primaria.',
     'Para alumnos de tercero a sexto de primaria.'),
    # an ordinal after los: every part plural
    ('es', 'Los 30º Juegos Olímpicos y las 21ª Jornadas.',
     'Los trigésimos Juegos Olímpicos y las vigésimas primeras Jornadas.'),
    # a time for a distance: per
    ('en', "I've drawn a line in the sand at 6:40, which equates to an average pace of 1:40/500m or a power "
     'output of 350 watts.',
     "I've drawn a line in the sand at six forty, which equates to an average pace of one forty per five hundred "
     'meters or a power output of three hundred and fifty watts.'),
    # a price, its sign before it, for a quantity
    ('en', 'Pears cost €2.50/500 g and €5/10 items.',
     'Pears cost two euros, fifty cents for five hundred grams and five euros for ten items.'),
    # euros in the plural, as English speakers count them
    ('en', 'It costs €2.50 or €1.01.',
     'It costs two euros, fifty cents or one euro, one cent.'),
    # a fraction written with its ordinal's suffix
    ('en', 'For example, for 1/16th inch metal sheeting, add 3/4ths of the flour.',
     'For example, for a sixteenth inch metal sheeting, add three quarters of the flour.'),
    # a case's number and year: de, no telephone's
    ('es', 'El recurso de casación con el número 449/2005 ante la misma pende de resolución.',
     'El recurso de casación con el número cuatrocientos cuarenta y nueve de dos mil cinco ante la misma pende de '
     'resolución.'),
    # a law's year with its thousands dot; an office's letters before the number
    ('es', 'Se regula por la Ley 4/1.996, de 12 de julio, y por la Orden FYM/436/2014, de 19 de mayo.',
     'Se regula por la Ley cuatro de mil novecientos noventa y seis, de doce de julio, y por la Orden FYM '
     'cuatrocientos treinta y seis de dos mil catorce, de diecinueve de mayo.'),
    # a match's minute, min before its number
    ('es', 'Tomar ventaja avanzado el primer periodo (15-8, min 7) pero Obradoiro logró igualar.',
     'Tomar ventaja avanzado el primer periodo (quince a ocho, minuto siete) pero Obradoiro logró igualar.'),
    # a decimal comma typed as an apostrophe before seconds
    ('es', "Batió el récord al establecer una marca de 24'27 segundos en la primera posta.",
     'Batió el récord al establecer una marca de veinticuatro coma veintisiete segundos en la primera posta.'),
    # a range, its unit written with both ends
    ('es', 'Hierro-γ: 911 °C - 1392 °C; presenta una red cúbica.',
     'Hierro-γ: novecientos once a mil trescientos noventa y dos grados Celsius; presenta una red cúbica.'),
    # a chemical formula: each element's letters, then its count
    ('en', 'Menthol has the chemical formula C10H20O.',
     'Menthol has the chemical formula C ten H twenty O.'),
    # in German
    ('de', 'Die Formel lautet C6H12O6, und CO2 entsteht.',
     'Die Formel lautet C sechs H zwölf O sechs, und C O zwei entsteht.'),
    # codes of letters and digits that are no formula
    ('en', 'The FY22 audit, ISO14040, W3C and MP3 files.',
     'The FY twenty-two audit, ISO one four zero four zero, W3C and MP3 files.'),
    # a duration written as a clock's, before minutes: minutes and seconds
    ('de', 'Er wurde mit einer Stunde und 15:44 Minuten Rückstand 21. und damit bester Deutscher.',
     'Er wurde mit einer Stunde und fünfzehn Minuten vierundvierzig Sekunden Rückstand Einundzwanzigster und '
     'damit bester Deutscher.'),
    # before hours, an hour alone: hours and minutes; a clock time stays one
    ('en', 'It took 1:30 hours and 15:44 minutes, at 14:00 hours.',
     'It took one hour thirty minutes and fifteen minutes forty-four seconds, at two P M.'),
    # in Spanish, a clock time with horas stays one
    ('es', 'En 1:30 horas y 15:44 minutos, a las 20:19 horas.',
     'En una hora y treinta minutos y quince minutos y cuarenta y cuatro segundos, a las veinte horas y '
     'diecinueve minutos.'),
    # a rank after its verb, the full stop ending no sentence; feminine after sie
    ('de', 'Er wurde 2. und sie wurde 3., danach kam nichts.',
     'Er wurde Zweiter und sie wurde Dritte, danach kam nichts.'),
    # the half-time's score in brackets after the score
    ('de', 'Am Ende unterlagen die Hanseaten deutlich mit 30:41 (11:18).',
     'Am Ende unterlagen die Hanseaten deutlich mit dreißig zu einundvierzig (elf zu achtzehn).'),
    # a time in brackets after a time stays a time
    ('de', 'Er kam um 14:30 (16:30 Ortszeit) an.',
     'Er kam um vierzehn Uhr dreißig (sechzehn Uhr dreißig Ortszeit) an.'),
    # a wind's direction in brackets, degrees written apart: degrees
    ('es', 'Se inició la salida con viento del suroeste (215º) de seis nudos; el horno a 100 º.',
     'Se inició la salida con viento del suroeste (doscientos quince grados) de seis nudos; el horno a cien '
     'grados.'),
    # the hour one after a preposition: la una
    ('es', 'Esperaron desde la 1.00 horas de la madrugada.',
     'Esperaron desde la una de la madrugada.'),
    # a tax added
    ('es', 'Los portes son de 5€ (+IVA)',
     'Los portes son de cinco euros (más IVA)'),
    # in German, its abbreviation expanded
    ('de', 'Preis 49,00 € (+ MwSt.)',
     'Preis neunundvierzig Euro (plus Mehrwertsteuer)'),
    # an item of a French law's article
    ('fr', "Au troisième alinéa du 4° de l'article L. 171-8 du code de l'environnement, les mots sont remplacés.",
     "Au troisième alinéa du quatrièmement de l'article L. cent soixante et onze tiret huit du code de "
     "l'environnement, les mots sont remplacés."),
    # a thermostat's mark
    ('fr', 'Préchauffer le four 180 °C / th. 6.',
     'Préchauffer le four cent quatre-vingts degrés Celsius, thermostat six.'),
    # max. before a noun after an article: the adjective, declined
    ('de', 'Bei Drehstrom beträgt die max. Bemessungsspannung 24 V, bei der max. Leistung.',
     'Bei Drehstrom beträgt die maximale Bemessungsspannung vierundzwanzig Volt, bei der maximalen Leistung.'),
    # per kilogram of body weight
    ('de', 'In der Regel mit 7 bis 10 mg/kg KG als Einzeldosis.',
     'In der Regel mit sieben bis zehn Milligramm pro Kilogramm Körpergewicht als Einzeldosis.'),
    # a European act's number with its slashes
    ('es', 'Las Directivas del Parlamento Europeo y del Consejo 2014/23/UE y 2014/24/UE.',
     'Las Directivas del Parlamento Europeo y del Consejo dos mil catorce barra veintitrés barra UE y dos mil '
     'catorce barra veinticuatro barra UE.'),
    # in French
    ('fr', 'Conformément au règlement n° 1182/71/ CEE du Conseil.',
     'Conformément au règlement numéro mille cent quatre-vingt-deux barre soixante et onze barre CEE du Conseil.'),
    # a time to the second, dotted
    ('de', 'Zieleinlauf um 21.51.35 Uhr.',
     'Zieleinlauf um einundzwanzig Uhr einundfünfzig und fünfunddreißig Sekunden.'),
    # a share's price in pence with decimals
    ('en', 'Shell plunged more than 5 per cent, down 117.5p to 2,159.5p.',
     'Shell plunged more than five per cent, down one hundred and seventeen point five pence to two thousand, one '
     'hundred and fifty-nine point five pence.'),
    # pound-force units of torque
    ('en', 'The maximum tightening torque is 0.6 Nm (5.3 lbf-in).',
     'The maximum tightening torque is zero point six newton meters (five point three pound-force inches).'),
    # ha after a count is Spanish's verb, no hectares
    ('es', 'Cada uno ha hecho su parte y ninguno de los dos ha venido.',
     'Cada uno ha hecho su parte y ninguno de los dos ha venido.'),
    # a slash between two articles offers both
    ('de', 'Der / die Bewerber/in und ein / eine Kandidat.',
     'Der, die Bewerber oder Bewerberin und ein, eine Kandidat.'),
    # a capital's plan is no article
    ('en', 'Plan A / Plan B, then add a / at the end.',
     'Plan A, Plan B, then add a slash at the end.'),
    # a rank in brackets and school years stay ordinals
    ('es', 'Verstappen (1º), Hamilton (2º); entre 1º y 4º de ESO.',
     'Verstappen (primero), Hamilton (segundo); entre primero y cuarto de ESO.'),
    # a version and a date with dots are no time to the second
    ('de', 'Ab 1.28.10 stabil, bis 3.11.24 getestet.',
     'Ab eins Punkt achtundzwanzig Punkt zehn stabil, bis drei Punkt elf Punkt vierundzwanzig getestet.'),
    # a Swiss address's ending is no chapter
    ('en', 'Visit https://www.myswitzerland.ch. Then see ch. 12.',
     'Visit myswitzerland dot ch. Then see chapter twelve.'),
    # min before a count of characters is no minute
    ('es', 'Contraseña: min 8 caracteres; gol en el min 90+3.',
     'Contraseña: min ocho caracteres; gol en el minuto noventa más tres.'),
    # a lamp's watts and volts are no file number
    ('de', 'Lampe 10 W 12/24 V.',
     'Lampe zehn Watt zwölf bis vierundzwanzig Volt.'),
    # questions from one to ten, not one o'clock
    ('es', 'Responde las preguntas de la 1 a la 10, a la 1 de la tarde.',
     'Responde las preguntas de la uno a la diez, a la una de la tarde.'),
    # an aside between spaced dashes keeps its pause
    ('en', 'The road leads to - 2 km further on - a small village.',
     'The road leads to, two kilometers further on, a small village.'),
    # a label's number is no rank; a rank's ending follows its subject
    ('de', 'Die Läuferin aus Kenia wurde 2. und das Team wurde 3., sagte man.',
     'Die Läuferin aus Kenia wurde Zweite und das Team wurde Drittes, sagte man.'),
    # a clock time in hours before local time
    ('en', 'It starts 7:30 hours local time.',
     'It starts seven thirty hours local time.'),
    # the stop of Std. ends the sentence too
    ('de', 'Es dauert 2:15 Std.',
     'Es dauert zwei Stunden fünfzehn Minuten.'),
    # business to business is no formula
    ('en', 'B2B and P2P sales, C2H6 and H2O.',
     'B2B and P2P sales, C two H six and H two O.'),
    # ampere-hours
    ('fr', 'Une batterie de 2 Ah sera par exemple capable de restituer un courant électrique d’une intensité de 2 '
     'A pendant une heure.',
     "Une batterie de deux ampères-heures sera par exemple capable de restituer un courant électrique d'une "
     'intensité de deux ampères pendant une heure.'),
    # amperes where a phase or kilowatts are spoken of
    ('fr', "L'installation doit pouvoir supporter des puissances de 8 à 11 kW (soit sur une seule phase "
     'supportant 40 A ou sur trois supportant au moins 16 A chacune).',
     "L'installation doit pouvoir supporter des puissances de huit à onze kilowatts (soit sur une seule phase "
     'supportant quarante ampères ou sur trois supportant au moins seize ampères chacune).'),
    # Amperestunden, feminine
    ('de', 'Bei Akkus mit weniger als 7,5 Ah Kapazität oder 1 Ah stehen 80 % der Motorleistung zur Verfügung.',
     'Bei Akkus mit weniger als sieben Komma fünf Amperestunden Kapazität oder eine Amperestunde stehen achtzig '
     'Prozent der Motorleistung zur Verfügung.'),
    # nanomoles glued to their number; a confidence interval
    ('fr', 'La moyenne du dosage (moyenne: 60,9nmol/l ; IC95%: 51,87-69,93).',
     'La moyenne du dosage (moyenne: soixante virgule neuf nanomoles par litre ; IC à quatre-vingt-quinze pour '
     'cent: cinquante et un virgule quatre-vingt-sept à soixante-neuf virgule quatre-vingt-treize).'),
    # a gap in seconds and thousandths; minutes from the end
    ('fr', "Le Monégasque devance de 0''008 Verstappen à 6' de la fin de cette Q3.",
     'Le Monégasque devance de huit millièmes Verstappen à six minutes de la fin de cette Q3.'),
    # a lap in minutes, seconds and thousandths
    ('fr', "Il gagne en 1'31''081.",
     'Il gagne en une minute trente et une secondes quatre-vingt-un millièmes.'),
    # before our era
    ('fr', "Une datation nous indique qu'il a dû être inhumé entre le début du IIIe siècle et le début du Ie "
     'siècle av. n.è.',
     "Une datation nous indique qu'il a dû être inhumé entre le début du troisième siècle et le début du premier "
     'siècle avant notre ère.'),
    # a French code after its article
    ('fr', "Il est fixé par les articles R. 151-1 à R. 151-55 C.urb. et selon l'art. 1240 C. civ., la faute.",
     'Il est fixé par les articles R. cent cinquante et un tiret un à R. cent cinquante et un tiret '
     "cinquante-cinq du code de l'urbanisme et selon l'article mille deux cent quarante du code civil, la faute."),
    # a dotted time after at approximately, before this morning
    ('en', 'Police received reports at approximately 2.30 this morning that a man was carrying a knife.',
     'Police received reports at approximately two thirty this morning that a man was carrying a knife.'),
    # noon to a time
    ('en', 'The bar will be open from Wednesday to Friday noon-3.00pm and 5.00pm-11.00pm.',
     'The bar will be open from Wednesday to Friday noon to three P M and five P M to eleven P M.'),
    # the hour one after a or hasta
    ('es', 'Quedamos a la 1 y esperamos hasta la 1 y media.',
     'Quedamos a la una y esperamos hasta la una y media.'),
    # a withheld name's letter after M.
    ('fr', 'M. X a assigné la société; tailles S, M. L, XL.',
     'Monsieur X a assigné la société; tailles S, M. L, XL.'),
    # spoons of a French recipe
    ('fr', 'Ajoutez 2 c. à s. de sucre et 1 c. à c. de sel.',
     'Ajoutez deux cuillères à soupe de sucre et une cuillère à café de sel.'),
    # a coordinate's minutes; a minute from the end
    ('fr', "À 43°17' nord, à 1' de la fin.",
     'À quarante-trois degrés dix-sept minutes nord, à une minute de la fin.'),
    # a trial's phase is no current
    ('en', 'The Phase 3A trial and Cohort 2A.',
     'The Phase three A trial and Cohort two A.'),
    # a model's scale as a fraction
    ('en', 'A 1/18th scale model.',
     'A one eighteenth scale model.'),
    # temperatures after cities' names
    ('es', 'Temperaturas máximas: Sevilla 42º, Madrid 38º.',
     'Temperaturas máximas: Sevilla cuarenta y dos grados, Madrid treinta y ocho grados.'),
    # a rank after the subject that follows its verb
    ('de', 'Im Sprint wurde Müller 3. und danach kam nichts.',
     'Im Sprint wurde Müller Dritter und danach kam nichts.'),
    # an exclamation is no amp hours
    ('en', 'Act 1 Ah, Wilderness!',
     'Act one Ah, Wilderness!'),
    # a citation's mark after a capital letter's name, an index after a variable
    ('en', 'Vitamin D[12] and World War I[2] matter; see a[1].',
     'Vitamin D and World War one matter; see a[one].'),
    # four figures before a plural noun are a count of it; after en or desde a year
    ('es', 'En enero 1200 personas visitaron el museo; en 2021 empresas cerraron.',
     'En enero mil doscientas personas visitaron el museo; en dos mil veintiuno empresas cerraron.'),
    # a number written without groups after 'contact … on': one to dial
    ('en', 'Anyone who may have seen this is asked to contact the police on 612612 or Crimestoppers on 0800 555 '
     '111.',
     'Anyone who may have seen this is asked to contact the police on six one two six one two or Crimestoppers on '
     'zero eight zero zero, five five five, one one one.'),
    # after 'on' with a call asked for, but a count of houses
    ('en', 'We called on 101 or 102 houses and left leaflets.',
     'We called on one hundred and one or one hundred and two houses and left leaflets.'),
    # a weekday's day without its month before a range's end
    ('de', 'Die Straße wird am ersten Wochenende im März, Freitag, 1., bis Montag, 4. März, saniert.',
     'Die Straße wird am ersten Wochenende im März, Freitag, den ersten, bis Montag, den vierten März, saniert.'),
    # a unit's symbol alone in brackets: what a figure is measured in
    ('en', 'Measurement is provided in both Imperial (ft-lbs) and Metric (Newton-meters, or Nm) units.',
     'Measurement is provided in both Imperial (foot-pounds) and Metric (Newton-meters, or newton meters) units.'),
    # a form's columns
    ('en', 'Enter the weight (kg) and the height (cm) of the child.',
     'Enter the weight (kilograms) and the height (centimeters) of the child.'),
    # a table's columns
    ('de', 'In der Tabelle stehen Gewicht (kg) und Länge (mm) jedes Teils.',
     'In der Tabelle stehen Gewicht (Kilogramm) und Länge (Millimeter) jedes Teils.'),
    # a car's power
    ('fr', 'Indiquez le poids (kg) et la puissance (ch) du véhicule.',
     'Indiquez le poids (kilogrammes) et la puissance (chevaux) du véhicule.'),
    # a plot's area
    ('es', 'Anote la superficie (ha) y el peso (kg) de la cosecha.',
     'Anote la superficie (hectáreas) y el peso (kilogramos) de la cosecha.'),
    # a symbol that is no unit alone in brackets
    ('en', 'Add the score (pts) and the price (ct) to the sheet.',
     'Add the score (pts) and the price (ct) to the sheet.'),
    # a climb's category written short
    ('en', "KOM #1 will top out at 1512 feet, and it's rated as a Cat. 4 climb.",
     "KOM number one will top out at one thousand, five hundred and twelve feet, and it's rated as a category "
     'four climb.'),
    # a work's opus, its full stop no sentence's end
    ('fr', 'Le Concerto n°5 pour piano et orchestre en mi bémol majeur, op. 73.',
     'Le Concerto numéro cinq pour piano et orchestre en mi bémol majeur, opus soixante-treize.'),
    # opus and number
    ('de', 'Die Sonate op. 27 Nr. 2 und ein Hurrikan der Kat. 5.',
     'Die Sonate opus siebenundzwanzig Nummer zwei und ein Hurrikan der Kategorie fünf.'),
    # a category and an opus
    ('es', 'La Sinfonía op. 21 y un huracán de cat. 5.',
     'La Sinfonía opus veintiuno y un huracán de categoría cinco.'),
    # a star's magnitude before its number
    ('es', 'El 23 de septiembre, la Luna, con un 67% de iluminación, y Júpiter (mag -2.4) se encontrarán en la '
     'constelación de Tauro.',
     'El veintitrés de septiembre, la Luna, con un sesenta y siete por ciento de iluminación, y Júpiter (magnitud '
     'menos dos punto cuatro) se encontrarán en la constelación de Tauro.'),
    # a star's magnitude after its number
    ('de', 'Jupiter, stattliche –2,2 mag hell im Sternbild Widder, übernimmt im März die Funktion des '
     'Abendsterns.',
     'Jupiter, stattliche minus zwei Komma zwei Größenklassen hell im Sternbild Widder, übernimmt im März die '
     'Funktion des Abendsterns.'),
    # mag, the verb, where no star is spoken of
    ('de', 'Die 3 mag ich nicht, aber die 5 mag er.',
     'Die drei mag ich nicht, aber die fünf mag er.'),
    # nanograms per millilitre
    ('en', 'The mean vitamin D level was 17.32±12.16 ng/mL.',
     'The mean vitamin D level was seventeen point three two plus or minus twelve point one six nanograms per '
     'milliliter.'),
    # trains per hour glued to their number
    ('en', 'Southern has increased off-peak headways to 30min., but two services are being extended each hour to '
     'Brighton to maintain 4tph on the route.',
     'Southern has increased off-peak headways to thirty minutes, but two services are being extended each hour '
     'to Brighton to maintain four trains per hour on the route.'),
    # a weekday written short without its stop before a date
    ('en', 'We are carrying out some website maintenance on Wed 15 Jan between 9am and 12 noon.',
     'We are carrying out some website maintenance on Wednesday the fifteenth of January between nine A M and '
     'twelve noon.'),
    # weekdays written short with a word between
    ('en', 'Open Mon to Fri 9am-5pm, Sat 10am-2pm.',
     'Open Monday to Friday nine A M to five P M, Saturday ten A M to two P M.'),
    # weekdays written short, a range with du … au
    ('fr', 'Ouvert lun. 3 juin et mar. 4 juin, du lun. au ven.',
     'Ouvert lundi trois juin et mardi quatre juin, du lundi au vendredi.'),
    # weekdays written short, de … a; the sea stays the sea
    ('es', 'Abierto mié. 3 de junio, de lun. a vie., de mar a mar.',
     'Abierto miércoles tres de junio, de lunes a viernes, de mar a mar.'),
    # a dotted time after 'by' and before a day
    ('en', 'We are working hard to provide some additional services on specific routes before 0800, which will be '
     'added to journey planners by 21.00 on Monday.',
     'We are working hard to provide some additional services on specific routes before oh eight hundred, which '
     'will be added to journey planners by nine P M on Monday.'),
    # an amount after a verb of change and 'by' stays a number
    ('en', 'Prices grew by 14.50 on Monday, and the index rose by 10.45 on Friday.',
     'Prices grew by fourteen point five zero on Monday, and the index rose by ten point four five on Friday.'),
    # years with their era either side of a slash
    ('en', 'According to different authors, he ruled Egypt from June 1386 to 1349 BC or June 1388 BC to December '
     '1351 BC/1350 BC after his father Thutmose IV died.',
     'According to different authors, he ruled Egypt from June thirteen eighty-six to thirteen forty-nine BC or '
     'June thirteen eighty-eight BC to December thirteen fifty-one BC or thirteen fifty BC after his father '
     'Thutmose the Fourth died.'),
    # two signed values with a slash: a range
    ('fr', 'Les minimales resteront froides avec de faibles gelées sur la moitié nord, voire -4/-5 degrés en '
     'Auvergne.',
     'Les minimales resteront froides avec de faibles gelées sur la moitié nord, voire moins quatre à moins cinq '
     'degrés en Auvergne.'),
    # nights written as their two days
    ('de', 'In den Nächten 16./17. und 17./18. Mai (von 22.30 Uhr bis 5.30 Uhr) werden ausfallende Züge durch '
     'Busse ersetzt.',
     'In den Nächten vom sechzehnten auf den siebzehnten und vom siebzehnten auf den achtzehnten Mai (von '
     'zweiundzwanzig Uhr dreißig bis fünf Uhr dreißig) werden ausfallende Züge durch Busse ersetzt.'),
    # two days after a noun
    ('de', 'Am Wochenende 5./6. Mai ist das Museum geschlossen.',
     'Am Wochenende am fünften und sechsten Mai ist das Museum geschlossen.'),
    # two centuries after a preposition that starts the sentence
    ('de', 'Im 15./16. Jahrhundert wurde die Burg kaum noch genutzt.',
     'Im fünfzehnten und sechzehnten Jahrhundert wurde die Burg kaum noch genutzt.'),
    # a count, then a dose glued to its unit
    ('en', "Adults can usually take 1 or 2 500mg tablets every 4 to 6 hours, but shouldn't take more than 4g (8 "
     '500mg tablets) in the space of 24 hours.',
     "Adults can usually take one or two five hundred milligram tablets every four to six hours, but shouldn't "
     'take more than four grams (eight five hundred milligram tablets) in the space of twenty-four hours.'),
    # four figures before a plural noun after a verb: a count
    ('en', 'The Domesday Book tells us that in 1087 AD there were 2053 churches in England and 268,125 rural '
     'households.',
     'The Domesday Book tells us that in ten eighty-seven AD there were two thousand and fifty-three churches in '
     'England and two hundred and sixty-eight thousand, one hundred and twenty-five rural households.'),
    # four figures before a plural noun after a year's word: a year
    ('en', 'In 2020 prices rose, the 2016 Olympics were held and 2021 marks the anniversary; we had 1350 '
     'teachers.',
     'In twenty twenty prices rose, the twenty sixteen Olympics were held and twenty twenty-one marks the '
     'anniversary; we had one thousand, three hundred and fifty teachers.'),
    # a time zone's offset in hours
    ('fr', "Le rare phénomène a été visible de 11 h 09 à 13 h 07 (UTC+2), selon l'Observatoire de Paris.",
     'Le rare phénomène a été visible de onze heures neuf à treize heures sept (UTC plus deux), selon '
     "l'Observatoire de Paris."),
    # a time zone's offset, minus
    ('en', 'The call is at 14:00 (UTC-5), 20:00 in Paris (GMT+1).',
     'The call is at two P M (UTC minus five), eight P M in Paris (GMT plus one).'),
    # degrees Celsius with a small c
    ('fr', 'Si la température de l’eau oscille entre 30 et 95°c, la valeur de cette pression peut alors être '
     'majorée.',
     "Si la température de l'eau oscille entre trente et quatre-vingt-quinze degrés Celsius, la valeur de cette "
     'pression peut alors être majorée.'),
    # a century's ending written apart
    ('fr', 'Sa tour quadrangulaire datant du XIII ème siècle était une salle de garde.',
     'Sa tour quadrangulaire datant du treizième siècle était une salle de garde.'),
    # whole euros with their dash against the word
    ('de', 'Ab einem Warenwert von 100,-Euro ist der Versand kostenfrei.',
     'Ab einem Warenwert von einhundert Euro ist der Versand kostenfrei.'),
    # half an inch before a measure in other units and an adjective
    ('en', 'From mid-spring to early summer, dig a ½ inch (1 cm) deep trench with a cane or trowel and sow seeds '
     'thinly along it.',
     'From mid-spring to early summer, dig a half-inch (one centimeter) deep trench with a cane or trowel and sow '
     'seeds thinly along it.'),
    # a URL's last segment, a number, names the page
    ('en', 'Releases are listed in https://github.com/pydata/pydata-sphinx-theme/pull/1012 now.',
     'Releases are listed in github dot com slash pydata slash pydata sphinx theme slash pull slash one thousand '
     'and twelve now.'),
    # a URL's placeholders
    ('en', 'Your site is published at https://<username>.github.io/<my-repo> once the workflow ends.',
     'Your site is published at username dot github dot io slash my repo once the workflow ends.'),
    # a symbol before the word 'symbol' or 'sign'
    ('en', 'Type the name after the @ symbol, then the # sign or the * character.',
     'Type the name after the at symbol, then the hash sign or the asterisk character.'),
    # a package's version bound written against its name; a product of a word and a number
    ('en', 'Install greenlet>=1.0 and set workers = CPU * 2 for each server.',
     'Install greenlet at least one point zero and set workers equals CPU times two for each server.'),
    # a product, no birth; born and died in years
    ('de', 'Setzen Sie die Zahl der Worker auf CPU * 2; Anna Weber * 1901 † 1980.',
     'Setzen Sie die Zahl der Worker auf CPU mal zwei; Anna Weber geboren neunzehnhunderteins gestorben '
     'neunzehnhundertachtzig.'),
    # a slash between two counts before a plural unit of time: a range
    ('en', 'The change provides a frequency of up to every 5/10 minutes Monday to Friday and 7/8 minutes '
     'Saturdays along Victoria Road.',
     'The change provides a frequency of up to every five to ten minutes Monday to Friday and seven to eight '
     'minutes Saturdays along Victoria Road.'),
    # marks out of a round total
    ('en', 'Good drinking: 2017-2022. 17.7/20, 92/100. 13.5%, $45.',
     'Good drinking: twenty seventeen to twenty twenty-two. seventeen point seven out of twenty, ninety-two out '
     'of one hundred. thirteen point five percent, forty-five dollars.'),
    # a mark, a fraction of voters, a fraction of a cup
    ('en', 'Rated 7/10 and 3/5 stars by 7/10 of the voters; add 1/5 cup.',
     'Rated seven out of ten and three out of five stars by seven tenths of the voters; add a fifth of a cup.'),
    # a mark out of twenty
    ('fr', "Le jury lui a donné 15/20 et 3/4 d'heure de répit.",
     "Le jury lui a donné quinze sur vingt et trois quarts d'heure de répit."),
    # a horse's odds before 'winner'
    ('en', 'That was ended by an 8/13 winner on 15th January this year.',
     'That was ended by an eight to thirteen winner on the fifteenth of January this year.'),
    # a range's last day after an adverb
    ('de', 'Wegen Gehölzpflegearbeiten wird die Landesstraße 27 vom 22. bis voraussichtlich 24. Oktober jeweils '
     'von 7 bis gegen 17 Uhr voll gesperrt, bis spätestens 15. Juni nicht.',
     'Wegen Gehölzpflegearbeiten wird die Landesstraße siebenundzwanzig vom zweiundzwanzigsten bis '
     'voraussichtlich vierundzwanzigsten Oktober jeweils von sieben bis gegen siebzehn Uhr voll gesperrt, bis '
     'spätestens zum fünfzehnten Juni nicht.'),
    # a quarter past midnight
    ('es', 'La línea contará con servicio desde las 7.15 hasta las 23.00 horas y desde las 8.15 hasta las 00.15 '
     'de lunes a viernes.',
     'La línea contará con servicio desde las siete y cuarto hasta las veintitrés horas y desde las ocho y cuarto '
     'hasta las doce y cuarto de la noche de lunes a viernes.'),
    # don and doña before a name
    ('es', 'Seguirán las avenidas Siglo XXI e Infante D. Luis (6 a 28 de agosto), con Dña. María y Juan D. Pérez.',
     'Seguirán las avenidas Siglo veintiuno e Infante don Luis (seis a veintiocho de agosto), con doña María y '
     'Juan D. Pérez.'),
    # pascals and millibars
    ('es', 'A fin de garantizar un funcionamiento seguro, la depresión en el recinto no debe superar 4 Pa (0,04 '
     'mbar).',
     'A fin de garantizar un funcionamiento seguro, la depresión en el recinto no debe superar cuatro pascales '
     '(cero coma cero cuatro milibares).'),
    # kilobits per second
    ('es', 'Una vez superados 3 GB, la velocidad de navegación bajará a 128 Kbps.',
     'Una vez superados tres gigabytes, la velocidad de navegación bajará a ciento veintiocho kilobits por '
     'segundo.'),
    # a chess game's minutes and seconds added per move
    ('es', 'Lograron el pase al concluir el Zonal 2.5 Absoluto y el Femenino (suizo, 9 rondas, 90’ + 30”), '
     'disputado en Santiago.',
     'Lograron el pase al concluir el Zonal dos punto cinco Absoluto y el Femenino (suizo, nueve rondas, noventa '
     'minutos más treinta segundos), disputado en Santiago.'),
    # alcohol on a label
    ('fr', 'Alc. 13,5 % vol. Sucre 2,6 g/l.',
     'Alcool treize virgule cinq pour cent en volume. Sucre deux virgule six grammes par litre.'),
    # alcohol by volume
    ('en', 'This red is Alc. 13.5% vol. and costs $45.',
     'This red is alcohol thirteen point five percent by volume and costs forty-five dollars.'),
    # weight per volume, body weight
    ('en', 'After 30 minutes the animals were administered orally with 40 % (w/v) glucose at a dose 1mL/100 g '
     'bwt.',
     'After thirty minutes the animals were administered orally with forty percent (weight per volume) glucose at '
     'a dose one milliliter per one hundred grams body weight.'),
    # a numbered citation after a closing quote
    ('fr', 'Une revue constatait « une quasi-absence d’ajustement sur l’âge » [4].',
     "Une revue constatait une quasi-absence d'ajustement sur l'âge."),
    # standards' numbers with their leading zero
    ('fr', 'Les réglementations VDE en vigueur doivent être respectées, en particulier VDE0100, VDE 0700 et VDE '
     '0860.',
     'Les réglementations VDE en vigueur doivent être respectées, en particulier VDE zéro un zéro zéro, VDE zéro '
     'sept zéro zéro et VDE zéro huit six zéro.'),
    # two numbers side by side, each said apart
    ('en', 'SQUAW VALLEY lift operations today at EL 6200 the Tram and 6 lifts with 2” of new snow, and at EL '
     '8200 13 lifts with 4” of new snow.',
     'SQUAW VALLEY lift operations today at EL six thousand, two hundred the Tram and six lifts with two inches '
     'of new snow, and at EL eight thousand, two hundred, thirteen lifts with four inches of new snow.'),
    # four figures before a plural noun after words a year follows
    ('en', 'Compared with 2019 figures, sales rose; throughout 1943 bombers flew, up 5% over 2019 levels.',
     'Compared with twenty nineteen figures, sales rose; throughout nineteen forty-three bombers flew, up five '
     'percent over twenty nineteen levels.'),
    # an amount after a verb of change and 'by'
    ('en', 'Gold surged by 15.20 on Monday and the deficit narrowed by 14.30 today.',
     'Gold surged by fifteen point two zero on Monday and the deficit narrowed by fourteen point three zero '
     'today.'),
    # 20/20 vision, a fraction of a chance, a horse's odds before its word
    ('en', 'He has 20/20 vision, a 1/10 chance, and the 2/5 favourite won.',
     'He has twenty slash twenty vision, a one tenth chance, and the two to five favourite won.'),
    # a speaker's volume is no drink's
    ('en', 'Set the speaker to 80% vol. before the talk.',
     'Set the speaker to eighty percent vol. before the talk.'),
    # French laughter and a note in brackets
    ('fr', 'Il rit (ha) et chante la note (mi), puis pèse le sac (kg).',
     'Il rit (ha) et chante la note (mi), puis pèse le sac (kilogrammes).'),
    # a footnote's asterisk before an amount, no birth
    ('de', 'Das Angebot (*3.000 Liter inkl. MwSt.) gilt bis Freitag.',
     'Das Angebot (dreitausend Liter inklusive Mehrwertsteuer) gilt bis Freitag.'),
    # two days in a row of a month written with a slash
    ('en', 'Join us on the weekend of 7/8th June 2025 and again on 14/15 June.',
     'Join us on the weekend of the seventh and the eighth of June twenty twenty-five and again on the fourteenth '
     'and the fifteenth of June.'),
    # a range's end written with a dot after a time of day
    ('en', 'The hall is open from 10.30am to 4.30 daily.',
     'The hall is open from ten thirty A M to four thirty daily.'),
    # a range's last time after an adverb
    ('de', 'Die Ausgabe ist von 13.30 bis maximal 19.30 Uhr geöffnet.',
     'Die Ausgabe ist von dreizehn Uhr dreißig bis maximal neunzehn Uhr dreißig geöffnet.'),
    # a winter of two years in an earlier century; a file's number and year
    ('de', 'Im Winter 1521/22 blieb er auf der Wartburg, Az. 2021/22 ruht.',
     'Im Winter fünfzehnhunderteinundzwanzig bis fünfzehnhundertzweiundzwanzig blieb er auf der Wartburg, '
     'Aktenzeichen zweitausendeinundzwanzig Schrägstrich zweiundzwanzig ruht.'),
    # a season across a century
    ('en', 'The 1999/00 season ended early.',
     'The nineteen ninety-nine to two thousand season ended early.'),
    # a release or model number after a product's name is either of two, not a date (Windows 10/11); a date after a
    # weekday, a place or opening a sentence stays one
    ('fr', 'Concert à Bercy 10/11.',
     'Concert à Bercy dix novembre.'),
    ('fr', 'Compatible avec Windows 10/11 AMD64/ARM64.',
     'Compatible avec Windows dix ou onze AMD64, ARM64.'),
    ('fr', 'Réunion Mardi 10/11.',
     'Réunion Mardi dix novembre.'),
    ('fr', 'Soirée 10/11 au club.',
     'Soirée dix novembre au club.'),
    ('es', 'Los iPhone 11/12 son compatibles.',
     'Los iPhone once o doce son compatibles.'),
    ('es', 'Concierto Rock 12/10 en Madrid.',
     'Concierto Rock doce de octubre en Madrid.'),
    # a symbol glued before a hash, a number glued after a bar: code, no unit
    ('fr', 'SERVO.CH.EN ch#,0|1 ch# numéro du canal',
     'SERVO.CH.EN ch#,0|un ch# numéro du canal'),
    # citations' numbers written against a bracket or a sentence's full stop are not read
    ('fr', 'En avril 2020, les professionnels ont noté pour la première fois une association temporelle entre '
     'l’infection par le coronavirus 2 du syndrome respiratoire aigu sévère (SRAS-CoV-2)1-4 et le syndrome '
     'inflammatoire multisystémique chez les enfants (MIS-C) comme complication rare mais grave.5-8',
     "En avril deux mille vingt, les professionnels ont noté pour la première fois une association temporelle entre "
     "l'infection par le coronavirus deux du syndrome respiratoire aigu sévère (SRAS-CoV-deux) et le syndrome "
     "inflammatoire multisystémique chez les enfants (MIS-C) comme complication rare mais grave."),
    ('fr', 'Le virus (SARS-CoV-2)1,2 circule encore.3 Cette méthode est validée.12-14',
     'Le virus (SARS-CoV-deux) circule encore. Cette méthode est validée.'),
    # … but a volume's number after its abbreviation, a decimal number, emphasis: kept
    ('en', 'Dissolve it as in vol.3 and the 2.3 mixture; this is *very* important.',
     'Dissolve it as in volume three and the two point three mixture; this is *very* important.'),
    # a footnote's asterisk after a word or at a bracket's start: not read, no birth
    ('de', 'Für die Verbraucher in Deutschland bedeutet dies, dass der durchschnittliche Heizölpreis derzeit bei 83,43 '
     'Euro* pro 100 Liter liegt (*3.000 Liter Heizöl an eine Verwenderstelle inkl. MwSt.).',
     'Für die Verbraucher in Deutschland bedeutet dies, dass der durchschnittliche Heizölpreis derzeit bei '
     'dreiundachtzig Euro und dreiundvierzig Cent pro einhundert Liter liegt (dreitausend Liter Heizöl an eine '
     'Verwenderstelle inklusive Mehrwertsteuer).'),
    ('de', 'Der Preis liegt bei 80 Euro* (*inkl. MwSt.), ohne Gewähr*.',
     'Der Preis liegt bei achtzig Euro (inklusive Mehrwertsteuer), ohne Gewähr.'),
    ('en', 'Results were significant (p<0.05)* and terms apply*.',
     'Results were significant (p less than zero point zero five) and terms apply.'),
    # … a gender's star and a birth year in brackets stay what they are; a barrel's litres are no birth
    ('de', 'Alle Lehrer*innen zahlen 5 Euro*, das Fass (*500 Liter) auch; Anna (*1890 in Berlin) nicht.',
     'Alle Lehrer und Lehrerinnen zahlen fünf Euro, das Fass (fünfhundert Liter) auch; Anna (geboren '
     'achtzehnhundertneunzig in Berlin) nicht.'),
    # a statute's section and its numbered subsection in brackets, written short
    ('en', 'This refers to the Criminal Justice Act 1982, s.37(2), currently ranging from Level 1 fines of £200 to '
     'Level 5 fines of £5,000   (but may rise to Level 1 of £800 and Level 5 of £10,000 by the Legal Aid, Sentencing '
     'and Punishment of Offenders Act 2012 (Amendment of Standard Scale of Fines for Summary Offences) Order 2014 - '
     'still in draft - June 2014).',
     'This refers to the Criminal Justice Act nineteen eighty-two, section thirty-seven, subsection two, currently '
     'ranging from Level one fines of two hundred pounds to Level five fines of five thousand pounds (but may rise to '
     'Level one of eight hundred pounds and Level five of ten thousand pounds by the Legal Aid, Sentencing and '
     'Punishment of Offenders Act twenty twelve (Amendment of Standard Scale of Fines for Summary Offences) Order '
     'twenty fourteen, still in draft, June twenty fourteen).'),
    ('en', 'See s.12(3)(a) of the Act, under s. 5 and ss. 12-14 or section 9a.',
     'See section twelve, subsection three, paragraph a of the Act, under section five and sections twelve to '
     'fourteen or section nine A.'),
    # … a rule's lettered parts stay as they were; letters after a word that counts them are a range, others a name
    ('en', 'Rule 12(b)(6) applies to rows A-D, not to the A-B road.',
     'Rule twelve b six applies to rows A to D, not to the A B road.'),
    # a German provision's number and its letter
    ('de', 'Nach § 573c Abs. 1 Satz 1 BGB ist die Kündigung spätestens am dritten Werktag eines Kalendermonats zum '
     'Ablauf des übernächsten Monats zulässig.',
     'Nach Paragraf fünfhundertdreiundsiebzig c Absatz eins Satz eins BGB ist die Kündigung spätestens am dritten '
     'Werktag eines Kalendermonats zum Ablauf des übernächsten Monats zulässig.'),
    ('de', 'Siehe §§ 573c und 574 BGB sowie § 14a.',
     'Siehe Paragrafen fünfhundertdreiundsiebzig c und fünfhundertvierundsiebzig BGB sowie Paragraf vierzehn a.'),
    # a Land's two letters (Mecklenburg-Vorpommern) are no range; classes from A to C and the whole alphabet are
    ('de', 'Der Satzungszweck wird durch das Betreiben einer Kindertagesstätte im Sinne von § 2 Abs. 1, 3 und 4 '
     'Kindertagesförderungsgesetz (KiföG M-V) verwirklicht.',
     'Der Satzungszweck wird durch das Betreiben einer Kindertagesstätte im Sinne von Paragraf zwei Absatz eins, '
     'drei und vier Kindertagesförderungsgesetz (KiföG M V) verwirklicht.'),
    ('de', 'Das Land M-V hat gewählt, die Klassen A-C und das Register A-Z nicht.',
     'Das Land M V hat gewählt, die Klassen A bis C und das Register A bis Z nicht.'),
    # Spanish handball scores with a colon, known by a half-time's score or a verb of the result
    ('es', 'Logroño La Rioja se complica enormemente sus opciones de alcanzar la segunda plaza de la Liga Sacyr ASOBAL '
     'tras caer en su feudo ante un sólido Bidasoa Irun (24:31, 13:16 en el descanso) en el encuentro que inauguró la '
     'Jornada 22.',
     'Logroño La Rioja se complica enormemente sus opciones de alcanzar la segunda plaza de la Liga Sacyr ASOBAL tras '
     'caer en su feudo ante un sólido Bidasoa Irun (veinticuatro a treinta y uno, trece a dieciséis en el descanso) en '
     'el encuentro que inauguró la Jornada veintidós.'),
    ('es', 'El partido terminó 24:31 (13:16 al descanso) y ganaron por 28:25 en casa.',
     'El partido terminó veinticuatro a treinta y uno (trece a dieciséis al descanso) y ganaron por veintiocho a '
     'veinticinco en casa.'),
    # … a runner's time and a time of day stay what they are
    ('es', 'Corrió los 10 km en 31:25 y llegó a las 13:16 a la meta.',
     'Corrió los diez kilómetros en treinta y un minutos veinticinco segundos y llegó a las trece y dieciséis a la '
     'meta.'),
    # the acute accent typed for Spain's decimal comma; an amount per a unit with a slash; cubic hectometres
    ('es', 'La pesca fresca, con la descarga en las lonjas de Algeciras y Tarifa de 366 toneladas, baja un 4´6%, '
     'mientras el bunkering recupera el signo positivo con 1.366.852 toneladas de combustibles suministrados (+0´7%).',
     'La pesca fresca, con la descarga en las lonjas de Algeciras y Tarifa de trescientas sesenta y seis toneladas, '
     'baja un cuatro coma seis por ciento, mientras el bunkering recupera el signo positivo con un millón trescientas '
     'sesenta y seis mil ochocientas cincuenta y dos toneladas de combustibles suministrados (más cero coma siete por '
     'ciento).'),
    ('es', 'Por su parte, la gasolina enlaza tres semanas con caídas y se sitúa en 1,182 euros / litro (-0,17%).',
     'Por su parte, la gasolina enlaza tres semanas con caídas y se sitúa en un euro con dieciocho coma dos céntimos '
     'por litro (menos cero coma diecisiete por ciento).'),
    ('es', 'La reserva hidráulica acumula, esta semana, 45.710 hectómetros cúbicos, lo que supone 488 hm3 menos que el '
     'pasado año en estas fechas y 10.283 hm3 más que la media de los últimos 10 años, según los datos facilitados por '
     'el Ministerio de Medio Ambiente.',
     'La reserva hidráulica acumula, esta semana, cuarenta y cinco mil setecientos diez hectómetros cúbicos, lo que '
     'supone cuatrocientos ochenta y ocho hectómetros cúbicos menos que el pasado año en estas fechas y diez mil '
     'doscientos ochenta y tres hectómetros cúbicos más que la media de los últimos diez años, según los datos '
     'facilitados por el Ministerio de Medio Ambiente.'),
    ('es', 'La cuenca tiene 335 hm³ embalsados, el paro baja un 2´5% y se vende a 3 euros/kilo.',
     'La cuenca tiene trescientos treinta y cinco hectómetros cúbicos embalsados, el paro baja un dos coma cinco por '
     'ciento y se vende a tres euros por kilo.'),
    # … two units with a slash and no amount are either
    ('es', 'El precio por kilo/litro varía.', 'El precio por kilo o litro varía.'),
    # a superscript minus or a figure dash between numbers, typed for a hyphen: a range (a number to dial stays one)
    ('en', 'A total of 59 participants (18⁻65 years) with self-reported perceived chronic stress and exhaustion '
     'conditions participated in this randomized, double-blind, placebo-controlled study.',
     'A total of fifty-nine participants (eighteen to sixty-five years) with self-reported perceived chronic stress '
     'and exhaustion conditions participated in this randomized, double-blind, placebo-controlled study.'),
    ('en', 'Ages 18‒65 were eligible; call 555‒1234.',
     'Ages eighteen to sixty-five were eligible; call five five five, one two three four.'),
    # a slash between two measures of one quantity: the same energy twice, no rate
    ('en', "Where % RI information is provided per 100g or per 100ml, the statement 'Reference Intake of an average"
     " adult (8400kJ/2000kcal)' must appear in close proximity.",
     'Where percent RI information is provided per one hundred grams or per one hundred milliliters, the statement'
     ' Reference Intake of an average adult (eight thousand, four hundred kilojoules, two thousand kilocalories)'
     ' must appear in close proximity.'),
    ('en', 'Energy: 1046 kJ/250 kcal per 100 g, or 100 kcal/100 g.',
     'Energy: one thousand and forty-six kilojoules, two hundred and fifty kilocalories per one hundred grams, or'
     ' one hundred kilocalories per one hundred grams.'),
    # a total, then the two results it adds up to in brackets; parts that do not add up to it stay as written
    ('de', 'Zum Vergleich: Matthias Steiner hatte bei seinem Olympiasieg 2008 in Peking 461 (203/258) Kilo bewältigt.',
     'Zum Vergleich: Matthias Steiner hatte bei seinem Olympiasieg zweitausendacht in Peking'
     ' vierhunderteinundsechzig (zweihundertdrei und zweihundertachtundfünfzig) Kilo bewältigt.'),
    ('de', 'Er hob 420 kg (190/230), sie kam auf 461 (203/259) Punkte.',
     'Er hob vierhundertzwanzig Kilogramm (einhundertneunzig und zweihundertdreißig), sie kam auf'
     ' vierhunderteinundsechzig (zweihundertdrei Schrägstrich zweihundertneunundfünfzig) Punkte.'),
    # two places a news item starts with, before its date or its agency; elsewhere a slash between words is "oder"
    ('de', 'Wiesbaden/Duisburg, 17. Januar 2023 - Die Verbraucherpreise in Deutschland haben sich im'
     ' Jahresdurchschnitt 2022 um 7,9 % gegenüber 2021 erhöht.',
     'Wiesbaden und Duisburg, siebzehnter Januar zweitausenddreiundzwanzig, Die Verbraucherpreise in Deutschland'
     ' haben sich im Jahresdurchschnitt zweitausendzweiundzwanzig um sieben Komma neun Prozent gegenüber'
     ' zweitausendeinundzwanzig erhöht.'),
    ('de', 'Berlin/Potsdam (dpa) - Es regnet.',
     'Berlin und Potsdam (dpa), Es regnet.'),
    ('de', 'Reißen/Stoßen, 3 Versuche; Hin/Rück (2 Fahrten) kostet mehr.',
     'Reißen oder Stoßen, drei Versuche; Hin oder Rück (zwei Fahrten) kostet mehr.'),
    # a calendar week and a year
    ('de', 'DOT/TIN – Herstellungsdatum: vier Ziffern KW/Jahr, z. B. 1024 = 10. Woche 2024.',
     'DOT/TIN, Herstellungsdatum: vier Ziffern Kalenderwoche und Jahr, zum Beispiel eintausendvierundzwanzig gleich'
     ' zehnte Woche zweitausendvierundzwanzig.'),
    # a measure per a noun, written against the number
    ('fr', 'Pour un indice de 91, la charge maximale supportée est de 615kg/pneu.',
     'Pour un indice de quatre-vingt-onze, la charge maximale supportée est de six cent quinze kilogrammes par pneu.'),
    ('fr', 'Il faut 2 l/jour, 5 mg/kg et 3 €/kg.',
     'Il faut deux litres par jour, cinq milligrammes par kilogramme et trois euros par kilogramme.'),
    # a unit per a one-letter unit, the slash spaced; not before a capital that is no unit
    ('es', 'Tras 6 semanas de duración, período en la dieta, los pacientes de edad ≥ 18 años con diabetes tipo 2 y'
     ' C-LDL ≥ 3,3 mmol / L se asignaron al azar a doble ciego, el tratamiento con rosuvastatina 10 mg (n = 232) o'
     ' 10 mg de atorvastatina (n = 233) durante 4 semanas.',
     'Tras seis semanas de duración, período en la dieta, los pacientes de edad al menos dieciocho años con'
     ' diabetes tipo dos y C-LDL al menos tres coma tres milimoles por litro se asignaron al azar a doble ciego, el'
     ' tratamiento con rosuvastatina diez miligramos (n es igual a doscientos treinta y dos) o diez miligramos de'
     ' atorvastatina (n es igual a doscientos treinta y tres) durante cuatro semanas.'),
    ('es', 'Son 5 kg / A y B.',
     'Son cinco kilogramos, A y B.'),
    # a tyre's size with its load index and speed letter: no volts, no watts; a size's slash alone stays a slash
    ('en', 'Every tyre sidewall carries a marking like 205/55 R16 91V.',
     'Every tyre sidewall carries a marking like two oh five fifty-five R sixteen ninety-one V.'),
    ('en', 'The tyre is a 225/45 R17 94W; a 245/40ZR18 fits.',
     'The tyre is a two twenty-five forty-five R seventeen ninety-four W; a two forty-five forty Z R eighteen fits.'),
    ('en', 'The ratio was 125/50 R&D, and the lamp takes 230 V.',
     'The ratio was one hundred and twenty-five slash fifty R&D, and the lamp takes two hundred and thirty volts.'),
    ('es', 'Continuando con el ejemplo 205/55R16 91V, el código V significa que este neumático puede soportar'
     ' velocidades de hasta 240 km/hora.',
     'Continuando con el ejemplo doscientos cinco cincuenta y cinco R dieciséis noventa y uno V, el código V'
     ' significa que este neumático puede soportar velocidades de hasta doscientos cuarenta kilómetros por hora.'),
    ('de', 'Reifen 195/65 R15 91H sind erlaubt, das Netzteil liefert 12 V.',
     'Reifen einhundertfünfundneunzig fünfundsechzig R fünfzehn einundneunzig H sind erlaubt, das Netzteil liefert'
     ' zwölf Volt.'),
    # the Federal Law Gazette written without its full stop
    ('de', 'Dies Mietrechtsnovellierungsgesetzt vom 21.4.2015 (BGBl I, 610) begrenzt die Miete.',
     'Dies Mietrechtsnovellierungsgesetzt vom einundzwanzigsten April zweitausendfünfzehn (Bundesgesetzblatt Teil'
     ' eins, sechshundertzehn) begrenzt die Miete.'),
    ('de', 'Veröffentlicht im BGBl II, dann im BGBl.',
     'Veröffentlicht im Bundesgesetzblatt Teil zwei, dann im Bundesgesetzblatt.'),
    # "tercero" before a comparison is whole; before its noun it is "tercer"
    ('es', 'El fenómeno se dio por finalizado, convirtiéndose así en el tercero más largo del archipiélago, tras'
     ' Timanfaya, en Lanzarote.',
     'El fenómeno se dio por finalizado, convirtiéndose así en el tercero más largo del archipiélago, tras'
     ' Timanfaya, en Lanzarote.'),
    ('es', 'Fue el tercero mejor pagado; llegó el tercer día y quedó tercero en la carrera.',
     'Fue el tercero mejor pagado; llegó el tercer día y quedó tercero en la carrera.'),
    # a measure before "enough" counts, it describes no noun; before its noun it is one adjective
    ('en', 'Globally the average turbine size in 2012 was 1.84 MW and in Europe 2.2 MW enough to produce power for'
     ' up to 1,202 European households.',
     'Globally the average turbine size in twenty twelve was one point eight four megawatts and in Europe two point'
     ' two megawatts enough to produce power for up to one thousand, two hundred and two European households.'),
    ('en', 'Each turbine is 2.2 MW and cheap; a 2.2 MW turbine hums.',
     'Each turbine is two point two megawatts and cheap; a two point two megawatt turbine hums.'),
    # the second measure of a pair whose first describes a noun after an article; an amount after "and" otherwise
    ('en', 'Archers shoot at a 122cm target @ 70 meters (Recurve/LongBow) or 80cm target @ 50 meters (Compound)'
     ' during a 720 Round.',
     'Archers shoot at a one hundred and twenty-two centimeter target at seventy meters (Recurve or LongBow) or'
     ' eighty centimeter target at fifty meters (Compound) during a seven hundred and twenty Round.'),
    ('en', 'Use a 40cm face or 80cm target; add 2 oz butter and 3 oz sugar; buy a 2 kg bag of flour and 3 kg sugar.',
     'Use a forty centimeter face or eighty centimeter target; add two ounces butter and three ounces sugar; buy a'
     ' two kilogram bag of flour and three kilograms sugar.'),
    # a period of dates after "Zeitraum": vom … bis zum
    ('de', 'Mein ehemaliger Mieter weigert sich einer Aufforderung für den Zeitraum 1.1.2003 – 16.05.2003'
     ' nachzukommen.',
     'Mein ehemaliger Mieter weigert sich einer Aufforderung für den Zeitraum vom ersten Januar zweitausenddrei bis'
     ' zum sechzehnten Mai zweitausenddrei nachzukommen.'),
    ('de', 'Im Zeitraum 01.07.2012 bis 31.12.2012 zahlte er, der Zeitraum 1. Januar ist lang.',
     'Im Zeitraum vom ersten Juli zweitausendzwölf bis zum einunddreißigsten Dezember zweitausendzwölf zahlte er,'
     ' der Zeitraum erster Januar ist lang.'),
    # a French clock time with its h in capitals; a duration of hours and minutes with its "min"
    ('fr', "Le Doubs, le Jura, l'Ain, la Lozère, le Gard et l'Hérault resteront concernés par ce niveau d'alerte"
     " jusqu'à 06H00 jeudi mais tous les autres départements seront rétrogradés en jaune dès minuit cette nuit,"
     " précise mercredi l'agence météorologique dans son dernier bulletin.",
     "Le Doubs, le Jura, l'Ain, la Lozère, le Gard et l'Hérault resteront concernés par ce niveau d'alerte jusqu'à"
     ' six heures jeudi mais tous les autres départements seront rétrogradés en jaune dès minuit cette nuit, précise'
     " mercredi l'agence météorologique dans son dernier bulletin."),
    ('fr', 'Ouvert de 08H30 à 12H00, rendez-vous à 18H, les élèves de 8H.',
     'Ouvert de huit heures trente à douze heures, rendez-vous à dix-huit heures, les élèves de 8H.'),
    ('fr', "Après enquête, pour effectuer les 231 km, l'Audi n'a mis que 1h04 min ce qui correspond à une vitesse"
     ' moyenne de 217 km/h.',
     "Après enquête, pour effectuer les deux cent trente et un kilomètres, l'Audi n'a mis qu'une heure quatre"
     ' minutes ce qui correspond à une vitesse moyenne de deux cent dix-sept kilomètres par heure.'),
    ('fr', 'Durée : 2h15 min, puis 45 min et 1h30 de route.',
     'Durée : deux heures quinze minutes, puis quarante-cinq minutes et une heure trente de route.'),
    # a French judgment: its chamber, its appeal's number, where it is published
    ('fr', "Les auteurs examinent ensuite les limites aux droits du créancier nanti d'un contrat assurance vie à"
     ' travers un arrêt de la Chambre commerciale du 12 juillet 2011 (Cass. com., 12 juillet 2011, n° 10-16.873,'
     ' F-P+B).',
     "Les auteurs examinent ensuite les limites aux droits du créancier nanti d'un contrat assurance vie à travers"
     ' un arrêt de la Chambre commerciale du douze juillet deux mille onze (Cassation commerciale, douze juillet'
     ' deux mille onze, numéro dix-seize mille huit cent soixante-treize, F P plus B).'),
    ('fr', "Cass. civ. 1re, 3 mai 2018, n° 17-13.410, FS-D. Le F-16 vole, voir l'article L. 221-23.",
     'Cassation civile première, trois mai deux mille dix-huit, numéro dix-sept-treize mille quatre cent dix, F S'
     " D. Le F seize vole, voir l'article L. deux cent vingt et un tiret vingt-trois."),
    # an article's item written with a degree sign, after its Roman part; a temperature stays degrees
    ('fr', 'Pour faire face à une insuffisance de la ressource en eau en période d’étiage, les préfets sont amenés à'
     ' prendre des mesures exceptionnelles de limitation ou de suspension des usages de l’eau en application de'
     ' l’article L.211-3 II-1° du Code de l’environnement.',
     "Pour faire face à une insuffisance de la ressource en eau en période d'étiage, les préfets sont amenés à"
     " prendre des mesures exceptionnelles de limitation ou de suspension des usages de l'eau en application de"
     " l'article L. deux cent onze tiret trois, deux, premièrement du Code de l'environnement."),
    ('fr', "Selon l'article R. 123-4 1° du code, il fait 1° dehors et l'article 12 fixe 5° de pente.",
     "Selon l'article R. cent vingt-trois tiret quatre premièrement du code, il fait un degré dehors et l'article"
     ' douze fixe cinq degrés de pente.'),
    # a per cent sign after no number: percent, or the percentage before "of"; after a number it stays a number's
    ('en', 'Where % RI is shown, compare it with 20 % of the intake; the % of voters rose.',
     'Where percent RI is shown, compare it with twenty percent of the intake; the percentage of voters rose.'),
    ('fr', 'Le % de réussite est de 30 %.',
     'Le pourcentage de réussite est de trente pour cent.'),
    # "~" after volts: alternating current, no "about" (which it stays before a number)
    ('en', 'Adapter INPUT : 100-240V ~ 50-60Hz mean that adapter can work below 100V-240V voltage normally.',
     'Adapter INPUT : one hundred to two hundred and forty volts AC, fifty to sixty hertz mean that adapter can'
     ' work below one hundred to two hundred and forty volt voltage normally.'),
    ('de', 'Anschluss 230 V~, 50 Hz; es kostet ~5 Euro.',
     'Anschluss zweihundertdreißig Volt Wechselspannung, fünfzig Hertz; es kostet etwa fünf Euro.'),
    # a dash after an opening bracket and before a number: a minus sign; a range in brackets stays one
    ('es', 'En cambio, por debajo de los 40 años la tónica general es de bajada de ocupación, siendo el grupo de'
     ' jóvenes de 20 a 24 años el que presenta un descenso más acusado (–69.800).',
     'En cambio, por debajo de los cuarenta años la tónica general es de bajada de ocupación, siendo el grupo de'
     ' jóvenes de veinte a veinticuatro años el que presenta un descenso más acusado (menos sesenta y nueve mil'
     ' ochocientos).'),
    ('es', 'El empleo cae (–12.300) en los años (1990–1995).',
     'El empleo cae (menos doce mil trescientos) en los años (mil novecientos noventa a mil novecientos noventa y'
     ' cinco).'),
    # rupees written short (Rs., Rs, ₹) before an amount, with India's crore and lakh and the paise after a point
    ('en', 'Total expenditure and materials used: Cost Rs. 2200 Crore or Cost per person Rs. 18.33.',
     'Total expenditure and materials used: Cost two thousand, two hundred crore rupees or Cost per person'
     ' eighteen rupees, thirty-three paise.'),
    ('en', 'The ticket costs Rs. 500 or Rs 25.50 online; ₹2,000 crore was spent and the Rs 500 note is new.',
     'The ticket costs five hundred rupees or twenty-five rupees, fifty paise online; two thousand crore rupees'
     ' was spent and the five hundred rupee note is new.'),
    ('en', 'He scored 3 Rs in a row; Rs alone is no amount.',
     'He scored three Rs in a row; Rs alone is no amount.'),
    # a standard's number of five digits digit by digit, glued or not, with its part or not; of four, a number
    ('en', 'The maximum room ambient temperature (Tmra), as mentioned in clause B.1.6 and B.2.6 of IEC62368-1, for the'
     ' external power supply is 40°C.',
     'The maximum room ambient temperature (Tmra), as mentioned in clause B one point six and B two point six of'
     ' IEC six two three six eight dash one, for the external power supply is forty degrees Celsius.'),
    ('en', 'It complies with IEC 60335-1 and EN 55014 and is ISO 9001 and ISO 14001 certified.',
     'It complies with IEC six zero three three five dash one and EN five five zero one four and is ISO nine'
     ' thousand and one and ISO one four zero zero one certified.'),
    ('en', 'Shoot at ISO 12800 indoors.',
     'Shoot at ISO twelve thousand, eight hundred indoors.'),
    # a lettered annex's clause (B.1.6), or a lettered table after its name; a vitamin or an initial is none
    ('en', 'See Table B.1 and Annex A.2 here, not vitamin B.12 or J.1.',
     'See Table B one and Annex A two here, not vitamin B.12 or J.1.'),
    ('de', 'Siehe Anhang B.1.6 und Tabelle A.3 dazu.',
     'Siehe Anhang B eins Punkt sechs und Tabelle A drei dazu.'),
    # circa, born, died before a year of fewer than three digits with its era
    ('en', 'Like so many castles, it is believed this one was built on the site of a Roman fort, c.79 AD.',
     'Like so many castles, it is believed this one was built on the site of a Roman fort, circa seventy-nine AD.'),
    ('en', 'Augustus (d. 14 AD) ruled; it holds c.79 litres.',
     'Augustus (died fourteen AD) ruled; it holds c.79 litres.'),
    # a German town's river or region written short after its name; not a language, not a retired officer
    ('de', 'Danach folgt der Markt Leuchtenberg (Landkreis Neustadt a.d.Waldnaab) mit 5,5 Prozent.',
     'Danach folgt der Markt Leuchtenberg (Landkreis Neustadt an der Waldnaab) mit fünf Komma fünf Prozent.'),
    ('de', 'Sie kommt aus Frankfurt a. M. und Weiden i.d.OPf., er aus Brandenburg a. d. Havel.',
     'Sie kommt aus Frankfurt am Main und Weiden in der Oberpfalz, er aus Brandenburg an der Havel.'),
    ('de', 'Er lebt in Freiburg i. Br. und wohnt in Frankfurt a.M.',
     'Er lebt in Freiburg im Breisgau und wohnt in Frankfurt am Main.'),
    ('de', 'Der Oberst a.D. hat es i.d.R. a. d. Englischen übersetzt, den Auszug a. d. Grundbuch auch.',
     'Der Oberst a.D. hat es in der Regel a. d. Englischen übersetzt, den Auszug a. d. Grundbuch auch.'),
    # a date after a weekday joined to a part of the day, in the dative as after the weekday alone
    ('de', 'Die Sperrung beginnt am Freitagabend (15. Mai) um 22.00 Uhr und endet am Montagmorgen (18. Mai) um 05.00'
     ' Uhr.',
     'Die Sperrung beginnt am Freitagabend (fünfzehnten Mai) um zweiundzwanzig Uhr und endet am Montagmorgen'
     ' (achtzehnten Mai) um fünf Uhr.'),
    ('de', 'Bahnpendlerinnen und -pendler zwischen Kiel und Hamburg müssen sich ab Freitagabend (7.2.) auf'
     ' Einschränkungen im Fahrplan einstellen.',
     'Bahnpendlerinnen und -pendler zwischen Kiel und Hamburg müssen sich ab Freitagabend (siebten Februar) auf'
     ' Einschränkungen im Fahrplan einstellen.'),
    ('de', 'Am Sonntagnachmittag, 3. Juli, spielt die Band; der Freitagabend (15. Mai) war schön.',
     'Am Sonntagnachmittag, den dritten Juli, spielt die Band; der Freitagabend (fünfzehnter Mai) war schön.'),
    # a zone's offset with its minutes, as a clock shows it; whole hours stay hours
    ('en', 'The tremors were felt at 10:51:30 (UTC+05:30), at a depth of 12.4 km.',
     'The tremors were felt at ten fifty-one and thirty seconds (UTC plus five thirty), at a depth of twelve'
     ' point four kilometers.'),
    ('en', 'Flights leave at 14:05 (UTC+01:00) daily; Nepal is GMT+5:45 and Newfoundland UTC-03:30.',
     'Flights leave at two oh five P M (UTC plus one hour) daily; Nepal is GMT plus five forty-five and'
     ' Newfoundland UTC minus three thirty.'),
    ('es', 'La hora de la India es UTC+05:30 y la de Madrid UTC+2.',
     'La hora de la India es UTC más cinco y media y la de Madrid UTC más dos.'),
    ('fr', "L'Inde est à UTC+05:30, Paris à UTC+01:00.",
     "L'Inde est à UTC plus cinq heures trente, Paris à UTC plus une heure."),
    ('de', 'Indien liegt bei UTC+05:30, Berlin bei UTC+2.',
     'Indien liegt bei UTC plus fünf Uhr dreißig, Berlin bei UTC plus zwei.'),
    # an acronym in the plural: its letters, then the plural's ending; not one said as a word, nor in capitals
    ('en', 'Meanwhile, container throughput at ports registered a 4.4-percent increase to around 261.1 million TEUs'
     ' (20-foot equivalent units) in the same period.',
     'Meanwhile, container throughput at ports registered a four point four-percent increase to around two'
     " hundred and sixty-one point one million T E U's (twenty-foot equivalent units) in the same period."),
    ('en', 'Many SUVs and CEOs, but PINs, SIMs and GIFs.',
     "Many S U V's and C E O's, but PINs, SIMs and GIFs."),
    ('en', 'READ THE FAQs FIRST.',
     'READ THE FAQs FIRST.'),
    # kilojoules typed with a capital J after a number; a unit's symbol with its full stop glossing its name
    ('es', 'Este valor energético ha de darse tanto en kilojulios (cuya abreviatura será Kj.) como en kilocalorías'
     ' (kcal.).',
     'Este valor energético ha de darse tanto en kilojulios (cuya abreviatura será Kj.) como en kilocalorías.'),
    ('es', 'Aporta 250 kcal. por ración y 1046 Kj. en total; el grupo KJ 5 no.',
     'Aporta doscientas cincuenta kilocalorías por ración y mil cuarenta y seis kilojulios en total; el grupo KJ'
     ' cinco no.'),
    # two telephone numbers with a dash between them: the second said as another; two dates stay a range
    ('fr', 'Réservations : 03.85.82.62.02 - 06.31.78.14.19.',
     'Réservations : zéro trois, quatre-vingt-cinq, quatre-vingt-deux, soixante-deux, zéro deux ou zéro six,'
     ' trente et un, soixante-dix-huit, quatorze, dix-neuf.'),
    ('fr', 'Ouvert du 03.05.2020 - 06.05.2020, de 1.000.000 - 2.000.000 visiteurs.',
     "Ouvert du trois mai deux mille vingt à six mai deux mille vingt, d'un million à deux millions de visiteurs."),
    ('de', 'Tel. 0241 12 34 56 - 0171 123 45 67.',
     'Telefon null zwei vier eins, eins zwei, drei vier, fünf sechs oder null eins sieben eins, eins zwei drei,'
     ' vier fünf, sechs sieben.'),
    # a dateline's places across a slash before the date the date step has said
    ('en', 'London/Paris, March 3 (Reuters) - Shares fell sharply.',
     'London and Paris, March third (Reuters), Shares fell sharply.'),
    ('en', 'London/Paris, 3 March 2024 - Shares fell; cats/dogs, March 3 is the day.',
     'London and Paris, the third of March twenty twenty-four, Shares fell; cats or dogs, March third is the day.'),
    # an item of an article after a capital Au
    ('fr', "Au 4° de l'article 12, il est dit que la pente fait 4° de plus.",
     "Au quatrièmement de l'article douze, il est dit que la pente fait quatre degrés de plus."),
    # ten to a power, written raised or after a caret; a raised 1 or 2 after a bare ten may be a footnote's mark
    ('en', 'A tolerance of 10⁻³, a count of 1.5 x 10^6 cells and 3×10⁻⁶ m; in 10² cases.',
     'A tolerance of ten to the minus three, a count of one point five times ten to the sixth cells and three'
     ' times ten to the minus six meters; in 10² cases.'),
    ('de', 'Eine Toleranz von 10⁻³ und 3×10⁶ Zellen.',
     'Eine Toleranz von zehn hoch minus drei und drei mal zehn hoch sechs Zellen.'),
    ('fr', 'Une tolérance de 10⁻³.',
     'Une tolérance de dix puissance moins trois.'),
    ('es', 'Una tolerancia de 10^-3.',
     'Una tolerancia de diez elevado a menos tres.'),
    # a race time of minutes and seconds
    ('en', 'She finished in 31:25 on Sunday.',
     'She finished in thirty-one minutes twenty-five seconds on Sunday.'),
    # letters in order after a plural noun, alone in brackets or after a counting word are a range; a Land's code
    # (M-V) and letters after a name stay letters
    ('en', 'Increased loading-feature label size in supplementary panels A-D. (A-D) Confocal images of HeLa cells.',
     'Increased loading-feature label size in supplementary panels A to D. (A to D) Confocal images of HeLa cells.'),
    ('en', 'Hepatitis A-E are caused by different viruses; answer questions A-D, not the A-D converter.',
     'Hepatitis A to E are caused by different viruses; answer questions A to D, not the A D converter.'),
    ('de', 'Die Aufgaben A-D sind Pflicht, die Linke M-V (M-V) nicht.',
     'Die Aufgaben A bis D sind Pflicht, die Linke M V (M V) nicht.'),
    ('fr', 'Les exercices A-D sont obligatoires.', 'Les exercices A à D sont obligatoires.'),
    ('es', 'Las preguntas A-D son obligatorias.', 'Las preguntas A a D son obligatorias.'),
    # a number after a full stop keeps its abbreviation or section-like word, in any case; a citation's is dropped
    ('de', 'AI GebT Art. 11 Abs.1 Ziff.2 Erbgang fix 100 vs. Ziff.3 Erbteilung 2 Promille. Siehe Abschn.3 Die Regel '
     'gilt, gemäß Rdnr.3 Die Regel.',
     'AI GebT Artikel elf Absatz eins Ziffer zwei Erbgang fix einhundert gegen Ziffer drei Erbteilung zwei Promille. '
     'Siehe Abschnitt drei Die Regel gilt, gemäß Randnummer drei Die Regel.'),
    ('es', 'Este derecho está reconocido en el art.14 CE y en la ley.',
     'Este derecho está reconocido en el artículo catorce CE y en la ley.'),
    ('fr', "Selon l'art.9 C.civ, chacun a droit. Il pleut encore.3 Puis rien.",
     "Selon l'article neuf C.civ, chacun a droit. Il pleut encore. Puis rien."),
    ('en', 'See Sect.3 The rules apply. Step.1 Install the package. Rails Tutorial Part.2',
     'See section three The rules apply. Step.1 Install the package. Rails Tutorial Part.2'),
    # a time on the hour, in a span of times or after a schedule's span is no score; a half-time's words count only
    # right after the score, ending its clause
    ('es', 'El resultado estará disponible de 9:00 a 14:00 en secretaría; el servidor cayó de 2:00 a 4:30.',
     'El resultado estará disponible de nueve a catorce en secretaría; el servidor cayó de dos a cuatro y media.'),
    ('es', 'Horario: 10:00-14:00 (11:30 en el descanso, café).',
     'Horario: diez a catorce (once y media en el descanso, café).'),
    ('de', 'Vorstellungsbeginn 19:30, zur Pause gibt es Sekt. Konzert: Beginn 20:00, Halbzeit gegen 21:00.',
     'Vorstellungsbeginn neunzehn Uhr dreißig, zur Pause gibt es Sekt. Konzert: Beginn zwanzig Uhr, Halbzeit gegen '
     'einundzwanzig Uhr.'),
    ('fr', 'Accueil 10:30 à la pause café des exposants.', 'Accueil dix heures trente à la pause café des exposants.'),
    ('en', 'Doors 19:30, at the break drinks are served; coffee 10:30 at the break area.',
     'Doors seven thirty P M, at the break drinks are served; coffee ten thirty at the break area.'),
    # "~" between two numbers of volts: a range of volts, not alternating current
    ('en', 'Working Voltage: DC 5V~15V; supply range 12V ~ 24V DC; input: 100V~240V, 50/60Hz.',
     'Working Voltage: DC five to fifteen volts; supply range twelve to twenty-four volts DC; input: one hundred to two'
     ' hundred and forty volts, fifty to sixty hertz.'),
    ('de', 'Eingangsspannung 12V~24V DC.', 'Eingangsspannung zwölf bis vierundzwanzig Volt DC.'),
    # a star after a C type, a name in a sentence or a pattern in brackets means something: kept
    ('en', 'In C, declare it as char* name; use the IDA* algorithm on files matching build* now.',
     'In C, declare it as char* name; use the IDA* algorithm on files matching build* now.'),
    ('en', 'Regular expression (ab)* matches zero or more repetitions, as in (a|b)*, unlike (a+bi)* of z.',
     'Regular expression (ab)* matches zero or more repetitions, as in (a|b)*, unlike (a+bi)* of z.'),
    # a glossary's words before a word in brackets are alternatives; only a news agency's brackets make a dateline
    ('en', 'On/Off (toggle): switches the feature.', 'On or Off (toggle): switches the feature.'),
    ('en', 'True/False (bool): whether the item is shown.', 'True or False (bool): whether the item is shown.'),
    ('en', 'Yes/No (default): answer the question.', 'Yes or No (default): answer the question.'),
    ('fr', 'Paris/Lyon (AFP) - Il pleut.', 'Paris et Lyon (AFP), Il pleut.'),
    # an amount after "and" that follows a size before its noun: the amount's plural
    ('en', 'You will need a 23 cm tin and 250 g flour; grease a 20 cm pan and 200 g butter.',
     'You will need a twenty-three centimeter tin and two hundred and fifty grams flour; grease a twenty centimeter'
     ' pan and two hundred grams butter.'),
    # a German birth's and death's year before the place: geboren, gestorben
    ('de', 'Karl Müller, * 1850 Berlin, † 1920 Potsdam, war Maler.',
     'Karl Müller, geboren achtzehnhundertfünfzig Berlin, gestorben neunzehnhundertzwanzig Potsdam, war Maler.'),
    ('de', 'Friedrich Schiller (* 1759 Marbach; † 1805 Weimar) war Dichter, das Fass (*1000 Liter) nicht.',
     'Friedrich Schiller (geboren siebzehnhundertneunundfünfzig Marbach; gestorben achtzehnhundertfünf Weimar) war'
     ' Dichter, das Fass (eintausend Liter) nicht.'),
    # a number after a bracket that is a formula's count, a time or counts what follows: kept
    ('en', 'Use (NH4)2 sulfate as fertiliser and expand (x + y)2 now.',
     'Use (N H four)two sulfate as fertiliser and expand (x plus y)two now.'),
    ('en', 'The complex was released at (GMT)10:30 today.', 'The complex was released at (GMT)ten thirty today.'),
    ('en', 'Take the tablets (with food)2 times a day; the score was (approx.)12 points.',
     'Take the tablets (with food)two times a day; the score was (approximately)twelve points.'),
    # two numbers in brackets that happen to add up to the one before, with no weight nor points: no total's parts
    ('en', 'Jones scored 14 (6/8) in the first half.', 'Jones scored fourteen (six eighths) in the first half.'),
    ('en', 'Game 12 (4/8) was postponed due to rain.', 'Game twelve (four eighths) was postponed due to rain.'),
    # a measure and a word after a slash inside a path: no "per"
    ('en', 'Save checkpoints under runs/10m/checkpoints, at 2 g/portion.',
     'Save checkpoints under runs/10m/checkpoints, at two grams per portion.'),
    # Spanish minutes and their seconds after an acute accent, before minutes; a decimal comma elsewhere
    ('es', 'Le faltaron 2´30 minutos para ganar; corrió en 1´45 min y 3´5 segundos.',
     'Le faltaron dos minutos treinta para ganar; corrió en un minuto cuarenta y cinco y tres coma cinco segundos.'),
    # a superscript minus after ten: a negative power; between other numbers a range
    ('en', 'The concentration was 5 × 10⁻3 mol per litre, for ages (18⁻65 years).',
     'The concentration was five by ten to the minus three moles per litre, for ages (eighteen to sixty-five years).'),
    ('de', 'Der Fehler lag bei 10⁻4 m.', 'Der Fehler lag bei zehn hoch minus vier Meter.'),
    # a title and a letter trailing off before a capital or a quotation mark: a pause, no anonymised name
    ('en', 'Well, Mr B... I am not sure what to say.', 'Well, Mr B, I am not sure what to say.'),
    ('en', 'She whispered: "Mrs H..." and then fell silent.', 'She whispered: Mrs H, and then fell silent.'),
    # a comparison's operator alone (as inline code leaves it): said as the comparison, in a list too
    ('en', 'Use <= for less or equal, >=, == and != too.',
     'Use less than or equal to for less or equal, greater than or equal to, equals and is not equal to too.'),
    # a second size after "and" in the first one's unit describes its noun too
    ('en', 'Take a 5 kg bag and 10 kg sack.', 'Take a five kilogram bag and ten kilogram sack.'),
    # a required field's star before its note in brackets: a mark, not read
    ('en', 'Name* (required)', 'Name (required)'),
    # shares of a whole and places in a row said as one word; a record of wins and losses after "record to"
    ('en', 'The team improved its round-robin record to 8-2 and secured a spot in the 1-2 Page Playoff game.',
     'The team improved its round-robin record to eight and two and secured a spot in the one-two Page Playoff '
     'game.'),
    ('en', 'The two companies formed a 50-50 joint venture, and they split it 60-40 later.',
     'The two companies formed a fifty-fifty joint venture, and they split it sixty-forty later.'),
    ('en', 'The score was 50-50 at half time; read chapters 3-4.',
     'The score was fifty to fifty at half time; read chapters three to four.'),
    # a range of days with their ordinals' suffixes and spaced dashes; a German one with no "vom" before it
    ('en', 'The show runs 8th – 10th March 2018 – In March we will meet.',
     'The show runs the eighth to tenth of March twenty eighteen, In March we will meet.'),
    ('de', 'YONEX German Open 2018 (6. bis 11. März) in Mülheim.',
     'YONEX German Open zweitausendachtzehn (sechsten bis elften März) in Mülheim.'),
    ('de', 'Das Angebot gilt bis 30. Juni.', 'Das Angebot gilt bis zum dreißigsten Juni.'),
    # a mark out of ten after a word of marks, no date; a map's scale over a round thousand, its degree sign no angle
    ('fr', 'Elle a réalisé un sans-faute au tir (10/10) et gagne.',
     'Elle a réalisé un sans-faute au tir (dix sur dix) et gagne.'),
    ('fr', 'Le rendez-vous (10/10) est à Paris.', 'Le rendez-vous (dix octobre) est à Paris.'),
    ('fr', 'Les cartes sont au 1/10000° ou 1/15000° pour les jeunes, la carte IGN au 1/25 000.',
     'Les cartes sont au dix-millième ou au quinze-millième pour les jeunes, la carte IGN au vingt-cinq-millième.'),
    ('en', 'The map is drawn to a scale of 1/25000; the exposure was 1/1000 s.',
     'The map is drawn to a scale of one to twenty-five thousand; the exposure was one thousandth of a second.'),
    # "deg" after a number, glued tonnes per hectare, quintaux, two spaces before a unit, Cent with its stop
    ('en', 'It reached a 200 x 347 km x 42.76 deg orbit, inclined 51.6 deg to the equator.',
     'It reached a two hundred by three hundred and forty-seven kilometers by forty-two point seven six degree orbit, '
     'inclined fifty-one point six degrees to the equator.'),
    ('en', 'Yields were high at 10t/ha with an average of 9.8t/ha this year.',
     'Yields were high at ten tonnes per hectare with an average of nine point eight tonnes per hectare this year.'),
    ('fr', 'Une moyenne de 74,7 qx/ha, pour les 10  km de la course.',
     'Une moyenne de soixante-quatorze virgule sept quintaux par hectare, pour les dix kilomètres de la course.'),
    ('de', 'Der Preis (=40 ct./kWh) steigt.', 'Der Preis (entspricht vierzig Cent pro Kilowattstunde) steigt.'),
    # a unit of energy after an article, with no number
    ('fr', 'Le kWh au tarif réglementé augmente, le prix du MWh aussi.',
     'Le kilowattheure au tarif réglementé augmente, le prix du mégawattheure aussi.'),
    ('es', 'El precio del kWh sube hoy.', 'El precio del kilovatio hora sube hoy.'),
    # a German ordinal written against the noun it counts, no space; a number before a sentence's word stays one
    ('de', 'Luise Kärger – GTS 3.Platz', 'Luise Kärger, GTS dritter Platz'),
    ('de', 'Er wurde 2.Sieger im Lauf, Version 3.Das ist neu.',
     'Er wurde zweiter Sieger im Lauf, Version drei.Das ist neu.'),
    # a plural acronym's letters, spaced out, are never a ruler's number ("Azure V M's", not "the Fifth")
    ('en', 'Deploy Azure VMs in two regions.', "Deploy Azure V M's in two regions."),
    ('en', 'The VPNs are slow today.', "The V P N's are slow today."),
    ('en', 'The VIPs arrived early.', "The V I P's arrived early."),
    ('en', 'Google VPs met on Friday.', "Google V P's met on Friday."),
    ('en', 'Amazon VPCs connect Azure VNets.', "Amazon V P C's connect Azure VNets."),
    ('en', 'Install Windows VMs and Linux VPSs.', "Install Windows V M's and Linux V P S's."),
    ('en', 'Meet the Boston VCs.', "Meet the Boston V C's."),
    ('en', 'The XLs sold out first.', "The X L's sold out first."),
    # a plural acronym of four or five letters of a word's shape is said as a word; others letter by letter
    ('en', 'Parse the JSONs and YAMLs first.', 'Parse the JSONs and YAMLs first.'),
    ('en', 'Kids love LEGOs.', 'Kids love LEGOs.'),
    ('en', 'The GOATs of tennis.', 'The GOATs of tennis.'),
    ('en', 'Install two DIMMs in the slots.', 'Install two DIMMs in the slots.'),
    ('en', 'Configure the VLANs on the switch.', 'Configure the VLANs on the switch.'),
    ('en', 'Two LIDARs and three RAIDs.', 'Two LIDARs and three RAIDs.'),
    ('en', 'I love the REPLs for quick tests.', 'I love the REPLs for quick tests.'),
    ('en', 'Compare HVACs by efficiency.', 'Compare HVACs by efficiency.'),
    ('en', 'OLEDs and LCDs compared.', "OLEDs and L C D's compared."),
    ('en', 'The DINKs and NIMBYs.', 'The DINKs and NIMBYs.'),
    ('en', 'Replace the UUIDs, HDMIs and DRAMs.', "Replace the U U I D's, H D M I's and D R A M's."),
    # a score before a half-time's score later in its clause, and one after a score's noun and "de"/"von": scores
    ('de', 'Flensburg bezwang Kiel 30:25, zur Halbzeit stand es 15:11.',
     'Flensburg bezwang Kiel dreißig zu fünfundzwanzig, zur Halbzeit stand es fünfzehn zu elf.'),
    ('de', 'Die Füchse setzten sich mit 30:25 durch, zur Halbzeit führten sie mit 15:11.',
     'Die Füchse setzten sich mit dreißig zu fünfundzwanzig durch, zur Halbzeit führten sie mit fünfzehn zu elf.'),
    ('es', 'El Barcelona se impuso 30:25 al Granollers, al descanso 15:11.',
     'El Barcelona se impuso treinta a veinticinco al Granollers, al descanso quince a once.'),
    ('es', 'Perdieron por un tanteo de 25:23 en el último set.',
     'Perdieron por un tanteo de veinticinco a veintitrés en el último set.'),
    ('es', 'Ganaron por 28:25 con un parcial de 14:12.',
     'Ganaron por veintiocho a veinticinco con un parcial de catorce a doce.'),
    ('de', 'Die Handballer gewannen 31:30, nach einer Führung von 16:12 zur Pause.',
     'Die Handballer gewannen einunddreißig zu dreißig, nach einer Führung von sechzehn zu zwölf zur Pause.'),
    # Rs before a number is rupees with its stop, a scale of India or a word of money; a resistance or a resolution
    # elsewhere
    ('en', 'Rs 5 and Rs 6 are the two resistors in the circuit.',
     'Rs five and Rs six are the two resistors in the circuit.'),
    ('en', 'The peaks showed baseline separation with Rs 1.5 or better.',
     'The peaks showed baseline separation with Rs one point five or better.'),
    ('en', 'The ticket costs Rs 250.',
     'The ticket costs two hundred and fifty rupees.'),
    # a round five-figure number after ISO is a camera speed, a count
    ('en', 'Shoot at ISO 10000 indoors, or ISO 32000 in the dark.',
     'Shoot at ISO ten thousand indoors, or ISO thirty-two thousand in the dark.'),
    # KJ after a number is kilojoules only beside words of energy
    ('en', 'He ran 5 KJ events.',
     'He ran five KJ events.'),
    # letters after pairs, notes or chords name the two, no range
    ('en', 'Base pairs A-T and G-C.',
     'Base pairs A T and G C.'),
    ('en', 'Notes C-E and G-B form thirds.',
     'Notes C E and G B form thirds.'),
    ('es', 'Los acordes A-D son fáciles.',
     'Los acordes A D son fáciles.'),
    # a clock time written with a capital H: the hour and its minutes, in Spanish as in French; no formula's H
    ('es', 'Ocurrió a las 22H49 locales (01H49 GMT de este martes).',
     'Ocurrió a las veintidós y cuarenta y nueve locales (una y cuarenta y nueve GMT de este martes).'),
    ('fr', "Le lancement a eu lieu à 06H00 et l'arrivée à 22H49.",
     "Le lancement a eu lieu à six heures et l'arrivée à vingt-deux heures quarante-neuf."),
    ('es', 'El H2O, la fórmula C4H10 y el código 4H2 de la clase 22H.',
     'El H dos O, la fórmula C cuatro H diez y el código 4H2 de la clase veintidós H.'),
    # a range of articles after a plural word or abbreviation, or a singular one the range makes plural
    ('es', 'Según los Art. 24-25 de la Ley, y los arts. 24 a 25 del Reglamento.',
     'Según los artículos veinticuatro a veinticinco de la Ley, y los artículos veinticuatro a veinticinco del '
     'Reglamento.'),
    ('fr', 'Selon les art. 24-25 du code et les articles 24 à 25 de la loi.',
     'Selon les articles vingt-quatre à vingt-cinq du code et les articles vingt-quatre à vingt-cinq de la loi.'),
    ('de', 'Nach Art. 24-25 des Gesetzes und den Artikeln 3 bis 5.',
     'Nach Artikel vierundzwanzig bis fünfundzwanzig des Gesetzes und den Artikeln drei bis fünf.'),
    ('en', 'See Art. 24-25 and Arts. 3 to 5 of the Convention.',
     'See articles twenty-four to twenty-five and articles three to five of the Convention.'),
    # … but one article's number with a dash, after a singular article or a code's letter, stays one
    ('es', 'Según el art. 10-1 y el Art. 24 a 30 de la Ley.',
     'Según el artículo diez guion uno y el artículo veinticuatro a treinta de la Ley.'),
    ('fr', "Selon l'art. 10-1 et l'article L. 151-1 du code.",
     "Selon l'article dix tiret un et l'article L. cent cinquante et un tiret un du code."),
    # a hyphen typed apart before a change after a bracket or a preposition: its minus
    ('de', 'Der Umsatz sank (- 7 Prozent), ein Rückgang von - 3 Prozent.',
     'Der Umsatz sank (minus sieben Prozent), ein Rückgang von minus drei Prozent.'),
    ('en', 'Sales fell (- 7 percent), a drop of - 3 %.',
     'Sales fell (minus seven percent), a drop of minus three percent.'),
    ('fr', 'Les ventes ont connu une baisse de - 3 % (- 2 points).',
     'Les ventes ont connu une baisse de moins trois pour cent (moins deux points).'),
    ('es', 'Las ventas cayeron (- 7 %) con una caída de - 3 por ciento.',
     'Las ventas cayeron (menos siete por ciento) con una caída de menos tres por ciento.'),
    # … not a dash between clauses, nor one opening an aside a dash closes
    ('de', 'Die Preise - 7 Tage später - stiegen wieder.',
     'Die Preise, sieben Tage später, stiegen wieder.'),
    ('en', 'The road leads to - 2 km further on - a small village.',
     'The road leads to, two kilometers further on, a small village.'),
    # a unit's symbol written against its number before the unit it is counted per, read as one written apart
    ('en', 'Wheat yields reached 10t/ha, and 9.8t/ha in the dry year.',
     'Wheat yields reached ten tonnes per hectare, and nine point eight tonnes per hectare in the dry year.'),
    ('en', 'The belt moves 10t/h at full speed.', 'The belt moves ten tonnes per hour at full speed.'),
    ('fr', 'Le rendement atteint 10t/ha, soit 9,8t/ha en moyenne.',
     'Le rendement atteint dix tonnes par hectare, soit neuf virgule huit tonnes par hectare en moyenne.'),
    ('de', 'Der Ertrag lag bei 10t/ha und 9,8t/ha.',
     'Der Ertrag lag bei zehn Tonnen pro Hektar und neun Komma acht Tonnen pro Hektar.'),
    ('es', 'El rendimiento fue de 10t/ha y 9,8t/ha.',
     'El rendimiento fue de diez toneladas por hectárea y nueve coma ocho toneladas por hectárea.'),
    ('en', "Kids' clothes in size 4t.", 'Kids clothes in size 4t.'),
    # an aside's square brackets typed with spaces inside; a statute's "s." after the year of an act's name
    ('en', '[ 3. Omitted under Reprints Act 1984 s. 7(4)(f).]',
     '[three. Omitted under Reprints Act nineteen eighty-four section seven, subsection four, paragraph f.]'),
    ('en', 'See [ note this ] here.', 'See [note this] here.'),
    ('en', 'Press the [ and ] keys to move.', 'Press the opening bracket and closing bracket keys to move.'),
    ('en', 'It took 5 s. 7 more were added.', 'It took five s. seven more were added.'),
    # a degree of longitude or latitude written short after its number; "long." elsewhere is the word
    ('en', 'The border follows the meridian 87 E. long. to the parallel 28 N. lat. in the hills.',
     'The border follows the meridian eighty-seven degrees east longitude to the parallel twenty-eight degrees north'
     ' latitude in the hills.'),
    ('en', 'The camp lies at 45° S. lat.', 'The camp lies at forty-five degrees south latitude.'),
    ('en', 'The queue was 40 m long.', 'The queue was forty meters long.'),
    # a German church's denomination written short, as an adjective in its case, not before a new sentence
    ('de', 'Zur ev.-luth. Kirchengemeinde Trais-Horloff gehören rd. 1750 ha.',
     'Zur evangelisch-lutherischen Kirchengemeinde Trais-Horloff gehören rund siebzehnhundertfünfzig Hektar.'),
    ('de', 'Die ev. Kirche und die kath. Gemeinde feiern in der röm.-kath. Kapelle.',
     'Die evangelische Kirche und die katholische Gemeinde feiern in der römisch-katholischen Kapelle.'),
    ('de', 'Er ist kath. Seine Frau ist ev.', 'Er ist kath. Seine Frau ist ev.'),
    ('de', 'Wir fahren rd. 20 km bis zur Rd. Ecke.', 'Wir fahren rund zwanzig Kilometer bis zur Rd. Ecke.'),
    # Spanish: a wine's appellation, an address without a number, a telephone's label written short
    ('es', 'Consejo Regulador de la D.O. Valdepeñas, Avda. del Vino s/n, Tlf: 926 322 666',
     'Consejo Regulador de la Denominación de Origen Valdepeñas, avenida del Vino sin número, teléfono: nueve dos'
     ' seis, tres dos dos, seis seis seis'),
    ('es', 'Llame al Tlf. 926 322 666.', 'Llame al teléfono nueve dos seis, tres dos dos, seis seis seis.'),
    ('es', 'Pagaron 926 322 666 euros.', 'Pagaron novecientos veintiséis millones trescientos veintidós mil seiscientos'
     ' sesenta y seis euros.'),
    # "&" between two times; an hour of the 24-hour clock with "p.m." as well: the clock's time
    ('en', 'Open 9 a.m. until 12.30 p.m. & 13.30 p.m. until 17 p.m.',
     'Open nine A M until twelve thirty P M and thirteen thirty until seventeen hundred.'),
    ('en', 'Meet at 2 p.m. & 4 p.m. today.', 'Meet at two P M and four P M today.'),
    ('en', 'Tables 200 & 201, then 3 & 4 p.m.', 'Tables two hundred and two hundred and one, then three and four P M.'),
    # a German area code with its zero and a slash inside brackets, and another line's last digits after it
    ('de', 'Besuche nach telefonischer Vorabsprache (03671/598-292 und -295) möglich.',
     'Besuche nach telefonischer Vorabsprache (null drei sechs sieben eins, fünf neun acht, zwei neun zwei und zwei'
     ' neun fünf) möglich.'),
    ('de', 'Die Werte (0,5 und -3) und (2019) bleiben.',
     'Die Werte (null Komma fünf und minus drei) und (zweitausendneunzehn) bleiben.'),
    # minutes and seconds before "min": a duration; a lead's verb before two numbers: a score, unless a clock's word
    ('de', 'Die Kür dauert 4:30 min (Männer) und das Kurzprogramm max. 2:40 min.',
     'Die Kür dauert vier Minuten dreißig Sekunden (Männer) und das Kurzprogramm maximal zwei Minuten vierzig'
     ' Sekunden.'),
    ('de', 'Frankreich führte vor dem letzten Teilgefecht 32:25.',
     'Frankreich führte vor dem letzten Teilgefecht zweiunddreißig zu fünfundzwanzig.'),
    ('de', 'Er führte 3:1 nach dem ersten Drittel.', 'Er führte drei zu eins nach dem ersten Drittel.'),
    ('de', 'Sie führte das Team um 15:30 zum Bus.', 'Sie führte das Team um fünfzehn Uhr dreißig zum Bus.'),
    ('de', 'Sie führte das Team in 4:30 Minuten zum Ziel.',
     'Sie führte das Team in vier Minuten dreißig Sekunden zum Ziel.'),
    ('de', 'Die Führung von 16:12 war knapp.', 'Die Führung von sechzehn zu zwölf war knapp.'),
    # a slash between two streets' names is their crossing; between other words "oder"
    ('de', 'Der Unfall geschah an der Kreuzung Henrichenburger Straße/Freiheitstraße gegen Mittag.',
     'Der Unfall geschah an der Kreuzung Henrichenburger Straße Ecke Freiheitstraße gegen Mittag.'),
    ('de', 'Wir treffen uns Ecke Hauptstraße/Bahnhofstraße.', 'Wir treffen uns Ecke Hauptstraße und Bahnhofstraße.'),
    ('de', 'Ob Rad/Gehweg oder Markt/Platz.', 'Ob Rad oder Gehweg oder Markt oder Platz.'),
    # a standard's number, its parts, amendment and year; English says one of four figures as a year is
    ('fr', "L'EN 1090-2 catégorise les ouvrages.", "L'EN mille quatre-vingt-dix tiret deux catégorise les ouvrages."),
    ('fr', "La NF EN 1090-2 et l'Annexe C de la NF EN 1993-1-1/A1 :2014 s'appliquent.",
     "La NF EN mille quatre-vingt-dix tiret deux et l'Annexe C de la NF EN mille neuf cent quatre-vingt-treize tiret"
     " un tiret un, amendement A1, deux mille quatorze s'appliquent."),
    ('fr', 'La norme NF C 15-100 précise.', 'La norme NF C quinze-cent précise.'),
    ('en', 'Use the ISO 8601:2000-compliant format, as ISO 9001:2015 does.',
     'Use the ISO eighty-six oh-one, two thousand-compliant format, as ISO nine thousand and one, twenty fifteen'
     ' does.'),
    ('en', 'Shoot at ISO 100-400 or ISO 3200.',
     'Shoot at ISO one hundred to four hundred or ISO three thousand, two hundred.'),
    # IEEE's networks, and the versions of a range after a named one
    ('en', 'The initial 802.11ac standard and IEEE 802.3 Ethernet.',
     'The initial eight oh two dot eleven A C standard and IEEE eight oh two dot three Ethernet.'),
    ('en', 'It costs 802.5 dollars.', 'It costs eight hundred and two point five dollars.'),
    ('en', 'Python 3.7 through 3.12 are supported.',
     'Python three point seven through three point twelve are supported.'),
    # a code's digit glued to its letter is no start of a grouped thousand; "Kgs"; a signed gap with a decimal comma
    ('es', 'Ganó el bronce en C1 500 y el oro en K1 200 metros, ante 1 500 espectadores.',
     'Ganó el bronce en C1 quinientos y el oro en K1 doscientos metros, ante mil quinientos espectadores.'),
    ('en', 'A 2.5Kgs pack.', 'A two point five kilogram pack.'),
    ('en', 'She came 21st among kayakers (+7,46), and profit rose (+1,250).',
     'She came twenty-first among kayakers (plus seven point four six), and profit rose (plus one thousand, two'
     ' hundred and fifty).'),
    # an English score's zero; a French weight class; two French centuries with a dash
    ('en', 'City won 1-0 at home and drew 1-1 at halftime; the final score was 2:0.',
     'City won one to nothing at home and drew one to one at halftime; the final score was two to nothing.'),
    ('de', 'Sie gewannen 2:0.', 'Sie gewannen zwei zu null.'),
    ('fr', 'Il combat chez les -60kg, puis en -73 kg.',
     'Il combat chez les moins de soixante kilogrammes, puis en moins de soixante-treize kilogrammes.'),
    ('fr', 'Une perte de -5 kg.', 'Une perte de moins cinq kilogrammes.'),
    ('fr', 'Les églises des 15e-16e siècles et un château des XVe-XVIe siècles.',
     'Les églises des quinzième et seizième siècles et un château des quinzième et seizième siècles.'),
    ('fr', 'Au 3e-4e étage.', 'Au troisième-quatrième étage.'),
    # a lead's verb further back in its clause still makes two numbers a score; a clock's word before them a time
    ('de', 'Im Gold-Duell zwischen Frankreich und der Schweiz führte das Ollagnon-Team vor dem letzten Teilgefecht'
     ' 32:25.',
     'Im Gold-Duell zwischen Frankreich und der Schweiz führte das Ollagnon-Team vor dem letzten Teilgefecht'
     ' zweiunddreißig zu fünfundzwanzig.'),
    ('de', 'Er gewann das Rennen, die Siegerehrung war dann am Abend gegen 19:30.',
     'Er gewann das Rennen, die Siegerehrung war dann am Abend gegen neunzehn Uhr dreißig.'),
    # a slash after an abbreviation's full stop, a space after it: the next item of a list
    ('de', 'Nur Kurzprogramm (max. 2:40 min.) und Kür (Herren & Paare 4:30 min./ Damen 4 min).',
     'Nur Kurzprogramm (maximal zwei Minuten vierzig Sekunden) und Kür (Herren und Paare vier Minuten dreißig'
     ' Sekunden, Damen vier Minuten).'),
    ('de', 'Herren/Damen', 'Herren oder Damen'),
    # an appellation before its name only; a line's extension only where its number's aside ends
    ('es', 'El D.O. de la empresa firmó y la D.O. Rioja también.',
     'El D.O. de la empresa firmó y la Denominación de Origen Rioja también.'),
    ('de', 'Tel. 0201/123456 und -7 Grad.',
     'Telefon null zwei null eins, eins zwei drei vier fünf sechs und minus sieben Grad.'),
    # a French singular article's number with a dash is one article; a singular determiner, capitalised or contracted,
    # keeps a Spanish one; a count of years after the second number, a year after a dash, a second number no greater
    # than the first: no range
    ('fr', "L'art. 2-13 du code de procédure pénale permet l'action.",
     "L'article deux tiret treize du code de procédure pénale permet l'action."),
    ('fr', 'Voir art. 2-3 et 2-4 du code de procédure pénale, cf. Art. 2-5 du CPP.',
     'Voir article deux tiret trois et deux tiret quatre du code de procédure pénale, confer Article deux tiret '
     'cinq du CPP.'),
    ('fr', "L'art. 24-25 du règlement et les articles 12-3 du décret.",
     "L'article vingt-quatre tiret vingt-cinq du règlement et les articles douze tiret trois du décret."),
    ('fr', 'Les art. 24-25 du code.',
     'Les articles vingt-quatre à vingt-cinq du code.'),
    ('es', 'Del art. 5 al 8 de la ley.',
     'Del artículo cinco al ocho de la ley.'),
    ('es', 'El art. 1-3 establece el plazo. Al art. 3-4 se refiere.',
     'El artículo uno guion tres establece el plazo. Al artículo tres guion cuatro se refiere.'),
    ('es', 'Pena según art. 148 a 5 años de cárcel.',
     'Pena según artículo ciento cuarenta y ocho a cinco años de cárcel.'),
    ('es', 'Art. 5 a 10 años de prisión.',
     'artículo cinco a diez años de prisión.'),
    ('en', 'See Art. 12-2019 of the decree.',
     'See article twelve dash twenty nineteen of the decree.'),
    ('de', 'Nach Art. 3-2019 der Verordnung. Artikel 3-1 der Satzung gilt.',
     'Nach Artikel drei Strich zweitausendneunzehn der Verordnung. Artikel drei Strich eins der Satzung gilt.'),
    # a Spanish time with a capital H is a clock time only in a clock time's context: not a race's time or a code
    ('es', 'Ganó la etapa en 4H12 tras una escapada. Los 10 km en 0H35 es muy rápido.',
     'Ganó la etapa en 4H12 tras una escapada. Los diez kilómetros en 0H35 es muy rápido.'),
    ('es', 'El tiempo del ganador fue de 2H15 en la maratón.',
     'El tiempo del ganador fue de 2H15 en la maratón.'),
    ('es', 'Batería de 4H00 de autonomía. El modelo 4H20 de la marca es nuevo.',
     'Batería de 4H00 de autonomía. El modelo 4H20 de la marca es nuevo.'),
    ('es', 'El chip 12H45 de Intel y la ruta número 12H12.',
     'El chip 12H45 de Intel y la ruta número 12H12.'),
    ('es', 'Quito, 14 de mayo de 2023, 22H49: un sismo sacudió la ciudad.',
     'Quito, catorce de mayo de dos mil veintitrés, veintidós y cuarenta y nueve: un sismo sacudió la ciudad.'),
    ('es', 'Abre de 09H00 a 14H00, sucedió a las 06H58 (hora local).',
     'Abre de nueve a catorce, sucedió a las seis y cincuenta y ocho (hora local).'),
    # a one-word aside's spaced brackets both silent, a reference's number's both said
    ('en', '[ Applause ] Thank you all for coming.',
     '[Applause] Thank you all for coming.'),
    ('es', '[ Aplausos ] Gracias a todos.',
     '[Aplausos] Gracias a todos.'),
    ('en', '[ 1 ] Smith, J. (2020)',
     'opening bracket one closing bracket Smith, J. (twenty twenty)'),
    ('de', '[ 1 ] Müller, H. (2018)',
     'öffnende eckige Klammer eins schließende eckige Klammer Müller, H. (zweitausendachtzehn)'),
    # an act's section range after its year; a dash after "up to" is a pause
    ('en', 'The Act 2018 s. 1-3 apply.',
     'The Act twenty eighteen sections one to three apply.'),
    ('en', 'Save up to - 50 % today.',
     'Save up to, fifty percent today.'),
    # must not fire: a route's "führt" before a timetable's clock time; a lead's verb with a game's word still does
    ('de', 'Der Weg führt zum Gipfel, Abfahrt 8:15.', 'Der Weg führt zum Gipfel, Abfahrt acht Uhr fünfzehn.'),
    ('de', 'Die Führung führt durch den Dom, Beginn 14:30.',
     'Die Führung führt durch den Dom, Beginn vierzehn Uhr dreißig.'),
    ('de', 'Die Linie führt 6:10, 6:40 und 7:10.',
     'Die Linie führt sechs Uhr zehn, sechs Uhr vierzig und sieben Uhr zehn.'),
    ('de', 'Kiel führte mit 14:12 gegen Flensburg.', 'Kiel führte mit vierzehn zu zwölf gegen Flensburg.'),
    # must not fire: two common nouns that end as streets do are one or the other, no crossing
    ('de', 'Karten für Sitzplatz/Stehplatz gibt es an der Kasse.',
     'Karten für Sitzplatz oder Stehplatz gibt es an der Kasse.'),
    ('de', 'Der Gehweg/Radweg ist gesperrt.', 'Der Gehweg oder Radweg ist gesperrt.'),
    ('de', 'Die Bundesstraße/Landstraße ist bei Glätte gefährlich.',
     'Die Bundesstraße oder Landstraße ist bei Glätte gefährlich.'),
    # must not fire: French centuries further apart than one are a span, "et" only for two in a row
    ('fr', 'Les fresques des XIIe-XVe siècles ont été restaurées.',
     'Les fresques du douzième au quinzième siècle ont été restaurées.'),
    ('fr', 'Du XVIIIe - XIXe siècle, la ville change.', 'Du dix-huitième au dix-neuvième siècle, la ville change.'),
    # must not fire: a camera's round ISO speed and a German standard's year-like number as numbers are said
    ('en', 'Shoot at ISO 1600 in dim light, ISO 8601 dates.',
     'Shoot at ISO sixteen hundred in dim light, ISO eighty-six oh-one dates.'),
    ('de', 'Nach EN 1993-1-1/A1:2014 bemessen.',
     'Nach EN neunzehnhundertdreiundneunzig Strich eins Strich eins, Änderung A1, zweitausendvierzehn bemessen.'),
    # must not fire: "ev." as "eventuell", a denomination as a predicate or a form's field, "Ref." as Referenz
    ('de', 'Bitte ev. Änderungen mitteilen.', 'Bitte ev. Änderungen mitteilen.'),
    ('de', 'Konfession: ev. Beruf: Landwirt.', 'Konfession: ev. Beruf: Landwirt.'),
    ('de', 'Das Dorf ist ev. Schule und Kirche stehen am Markt.',
     'Das Dorf ist ev. Schule und Kirche stehen am Markt.'),
    ('de', 'Maria Schulz, kath. Tochter des Müllers.', 'Maria Schulz, kath. Tochter des Müllers.'),
    ('de', 'Ref. Nr. 12345 bitte immer angeben.',
     'Ref. Nummer zwölftausenddreihundertfünfundvierzig bitte immer angeben.'),
    ('de', 'Die Ev. Luth. Kirchengemeinde Hamm.', 'Die Evangelisch-Lutherische Kirchengemeinde Hamm.'),
    ('de', 'Die ev. Ref. Kirche in Bern lädt ein.', 'Die evangelisch-reformierte Kirche in Bern lädt ein.'),
    # must not fire: "pm" after a currency's amount (a month's) or a bare number (picometres)
    ('en', 'Parking permits cost £20 pm.', 'Parking permits cost twenty pound pm.'),
    ('en', 'The beam has a wavelength of 17 pm.', 'The beam has a wavelength of seventeen pm.'),
    ('en', 'Open until 17pm and from 13:30 pm.', 'Open until seventeen hundred and from thirteen thirty.'),
    # must not fire: "Kgs" before a chapter is the Book of Kings
    ('en', 'As told in 2 Kgs 2:11, Elijah was taken up.', 'As told in two Kgs two eleven, Elijah was taken up.'),
    # must not fire: a slash between titles after their full stops is "or", no list's comma
    ('en', 'Mr./ Mrs. Smith are invited.', 'Mister or Missus Smith are invited.'),
    ('es', 'Sr./ Sra. López, bienvenidos.', 'señor o señora López, bienvenidos.'),
    ('en', 'Sizes: approx./ about 10 cm.', 'Sizes: approximately, about ten centimeters.'),
    # must not fire: "D.O." without its feminine article is no appellation (a gazette, initials)
    ('es', 'Publicado en el D.O. Núm. 123 de 2020.',
     'Publicado en el D.O. número ciento veintitrés de dos mil veinte.'),
    ('es', 'Firmado: D.O. Martínez, secretario.', 'Firmado: D.O. Martínez, secretario.'),
    # must not fire: a file's number and year in brackets is no telephone number
    ('de', 'Das Aktenzeichen lautet (012/2024).',
     'Das Aktenzeichen lautet (null eins zwei Schrägstrich zweitausendvierundzwanzig).'),
    # must not fire: a signed amount with a decimal comma before a currency keeps its sign spoken
    ('en', 'The bonus is +12,50 euros per order.', 'The bonus is plus 12,50 euros per order.'),
    # must not fire: "s/n" away from an address (signal-to-noise)
    ('es', 'Relación señal/ruido (s/n) de 90 dB.', 'Relación señal o ruido (s/n) de noventa decibelios.'),
    ('es', 'Edificio s/n, planta 3.', 'Edificio sin número, planta tres.'),
    # must not fire: a ratio's zero is "zero", a game's "nothing"
    ('en', 'Mix the colors 1:0 for pure red.', 'Mix the colors one to zero for pure red.'),
    ('en', 'The ratio of boys to girls was 10:0 in that class.',
     'The ratio of boys to girls was ten to zero in that class.'),
    # rt38am: French "Mr" before a name is Monsieur, "Cf." is confer (must not fire: "MR", "Mr" alone, English)
    ('fr', "Pour exposer, prendre contact via la messagerie de la page Facebook de l'association ou contacter Mr "
     "Didier Grenouille au 06 75 01 53 66.", "Pour exposer, prendre contact via la messagerie de la page Facebook de "
     "l'association ou contacter Monsieur Didier Grenouille au zéro six, soixante-quinze, zéro un, cinquante-trois, "
     "soixante-six."),
    ('fr', 'Contacter Mr Dupont.', 'Contacter Monsieur Dupont.'),
    ('fr', 'Mr et Mme Martin sont venus.', 'Monsieur et Madame Martin sont venus.'),
    ('fr', 'Le MR Dupont est un sigle.', 'Le MR Dupont est un sigle.'),
    ('fr', 'Le Mr est un titre anglais.', 'Le Mr est un titre anglais.'),
    ('en', 'Mr Dupont came.', 'Mr Dupont came.'),
    ('fr', '(1) Cf. décision du Conseil constitutionnel en date du 25 février 1982.',
     '(un) Confer décision du Conseil constitutionnel en date du vingt-cinq février mille neuf cent '
     'quatre-vingt-deux.'),
    ('fr', "Cf. l'article 3 du décret.", "Confer l'article trois du décret."),
    ('en', 'Cf. the earlier case.', 'Cf. the earlier case.'),
    # rt38am: "b." before a life's date in brackets or after a name, or after "was" before a place or a year: born; a
    # name in capitals before "I." with a comma after it: the first (must not fire: a list's letter, "b." in a list)
    ('en', 'MAXIMILIAN I., one of the most distinguished of the German emperors, the son and successor of Frederick '
     'III., was b. at Neustadt, near Vienna, March 22, 1459.', 'MAXIMILIAN the First, one of the most distinguished '
     'of the German emperors, the son and successor of Frederick the Third, was born at Neustadt, near Vienna, March '
     'twenty-second, fourteen fifty-nine.'),
    ('en', 'John Smith (b. 12 May 1950) is a painter.',
     'John Smith (born the twelfth of May nineteen fifty) is a painter.'),
    ('en', 'John Smith, b. May 12, 1950, is a painter.', 'John Smith, born May twelfth, nineteen fifty, is a painter.'),
    ('en', 'Ann Lee (b. 3 June 1900 – d. 4 July 1980) wrote it.',
     'Ann Lee (born the third of June nineteen hundred, died the fourth of July nineteen eighty) wrote it.'),
    ('en', 'He was b. in 1491 at Greenwich.', 'He was born in fourteen ninety-one at Greenwich.'),
    ('en', 'See items a, b. May 12 was the day.', 'See items a, b. May twelfth was the day.'),
    ('en', 'The answer was b. in the list.', 'The answer was b. in the list.'),
    ('en', 'Plan b. May 12 comes.', 'Plan b. May twelfth comes.'),
    ('en', 'WHAT DID I. say', 'WHAT DID I. say'),
    ('en', 'Then I, too, left.', 'Then I, too, left.'),
    # rt38am: Spanish "hs." after a clock time with its colon, as after a whole hour (must not fire: other languages)
    ('es', 'Será en la planta baja del edificio, entre las 8:00 y las 12:00 hs.',
     'Será en la planta baja del edificio, entre las ocho y las doce horas.'),
    ('es', 'Abre a las 12:00 hs en punto.', 'Abre a las doce horas en punto.'),
    ('es', 'El código 12:00 hsx queda.', 'El código doce en punto hsx queda.'),
    ('fr', 'Il arrive à 12:00 hs.', 'Il arrive à douze heures hs.'),
    # rt38am: French "7 p. 100" is pour cent, "p. 1000" pour mille (must not fire: a page after a work's part, a
    # year or nothing, another number, English)
    ('fr', "Elle ne représente qu'une petite partie (7 p. 100) des pluies.",
     "Elle ne représente qu'une petite partie (sept pour cent) des pluies."),
    ('fr', 'Soit 2 p. 1000 des cas.', 'Soit deux pour mille des cas.'),
    ('fr', 'Voir p. 100 du livre.', 'Voir page cent du livre.'),
    ('fr', 'Voir le chapitre 7 p. 100.', 'Voir le chapitre sept page cent.'),
    ('fr', 'Voir vol. 3 p. 100.', 'Voir volume trois page cent.'),
    ('fr', 'Voir Dupont, 1995, p. 100.', 'Voir Dupont, mille neuf cent quatre-vingt-quinze, page cent.'),
    ('fr', 'Soit 7 p. 1002 des pluies.', 'Soit sept page mille deux des pluies.'),
    ('en', 'About 7 p. 100 of them.', 'About seven page one hundred of them.'),
    # rt38am: "sq. km", "sq. mi" with a stop, "km3" (cubic kilometres), "10eme", "dpt" (Dioptrien) after a number
    # (must not fire: the symbols without a number)
    ('en', 'The Danube basin, more than 777,000 sq. km in area, includes parts of Germany.',
     'The Danube basin, more than seven hundred and seventy-seven thousand square kilometers in area, includes parts '
     'of Germany.'),
    ('en', 'The park is 45 sq. mi in area.', 'The park is forty-five square miles in area.'),
    ('en', 'The flat is 90 sq m.', 'The flat is ninety square meters.'),
    ('en', 'Count the sq. km of land.', 'Count the sq. km of land.'),
    ('fr', "La quantité d'eau charriée par les fleuves est de l'ordre de 35 000 km3/an.",
     "La quantité d'eau charriée par les fleuves est de l'ordre de trente-cinq mille kilomètres cubes par an."),
    ('fr', 'Un volume de 1 km3.', "Un volume d'un kilomètre cube."),
    ('en', 'It holds 35 km³ of water.', 'It holds thirty-five cubic kilometers of water.'),
    ('de', 'Es sind 35 km³ Wasser.', 'Es sind fünfunddreißig Kubikkilometer Wasser.'),
    ('es', 'Son 35 km³ de agua.', 'Son treinta y cinco kilómetros cúbicos de agua.'),
    ('fr', 'Le km3 est une unité.', 'Le km3 est une unité.'),
    ('fr', 'La route km3 est fermée.', 'La route km3 est fermée.'),
    ('fr', 'L’Acuité visuelle se mesure en 10eme sur l’échelle de mesure placée habituellement à 5 mètres.',
     "L'Acuité visuelle se mesure en dixième sur l'échelle de mesure placée habituellement à cinq mètres."),
    ('fr', 'Les 3emes du lycée.', 'Les troisièmes du lycée.'),
    ('fr', 'Le code A10eme reste.', 'Le code A10eme reste.'),
    ('de', 'Der Wert der Hornhautverkrümmung ist somit 0.00 dpt.',
     'Der Wert der Hornhautverkrümmung ist somit null Komma null null Dioptrien.'),
    ('de', 'Der Wert ist 1 dpt.', 'Der Wert ist eine Dioptrie.'),
    ('de', 'Die Sphäre beträgt -1,75 dpt.', 'Die Sphäre beträgt minus eins Komma sieben fünf Dioptrien.'),
    ('de', 'Die Einheit dpt ist klein.', 'Die Einheit dpt ist klein.'),
    # rt38am: a ruler's title before the name ("Spargelkönigin Natalie I."): her number, whatever the name ends with
    # (must not fire: a noun's part number)
    ('de', 'Gleich zu Beginn begrüßt Oberbürgermeister Dr. Bernhard Gmehling zusammen mit Spargelkönigin Natalie I. '
     'und Kartoffelkönigin Anna I. die Gäste.', 'Gleich zu Beginn begrüßt Oberbürgermeister Doktor Bernhard Gmehling '
     'zusammen mit Spargelkönigin Natalie der Ersten und Kartoffelkönigin Anna der Ersten die Gäste.'),
    ('de', 'Es begrüßt Königin Natalie I. die Gäste.', 'Es begrüßt Königin Natalie die Erste die Gäste.'),
    ('de', 'Die Kategorie II gilt.', 'Die Kategorie zwei gilt.'),
    # rt38am: a score before a noun, its one not inflected (must not fire: "bis zu 1 Stunde")
    ('de', 'Trotz einer knappen 2:1 Niederlage, freut sich der TSV über das Verbleiben in der Kreisliga A2.',
     'Trotz einer knappen zwei zu eins Niederlage, freut sich der TSV über das Verbleiben in der Kreisliga A2.'),
    ('de', 'Ein 3:0 Sieg reichte.', 'Ein drei zu null Sieg reichte.'),
    ('de', 'Mit 2:1 Stimmen gewählt.', 'Mit zwei zu eins Stimmen gewählt.'),
    ('de', 'Nach der 2:1-Niederlage war Schluss.', 'Nach der zwei zu eins-Niederlage war Schluss.'),
    ('de', 'Es dauert bis zu 1 Stunde.', 'Es dauert bis zu einer Stunde.'),
    ('de', 'Er gewann 2:1 gegen Mainz.', 'Er gewann zwei zu eins gegen Mainz.'),
    # rt38am: Swiss thousands grouped with a curly apostrophe (U+2018) as with a plain one (must not fire: two digits)
    ('de', 'Die Frequenzen 2‘000 und 4‘000 Hertz werden gemessen.',
     'Die Frequenzen zweitausend und viertausend Hertz werden gemessen.'),
    ('de', 'Es kostet 12‘500 Franken.', 'Es kostet zwölftausendfünfhundert Franken.'),
    ('de', 'Das Jahr 2‘00 war.', 'Das Jahr zwei‘null null war.'),
    # rt38am: a Spanish telephone named before its number further on in the clause, nine figures grouped in threes
    # (must not fire: an amount after it, no telephone named, another first figure)
    ('es', 'El número de teléfono al que podrán llamar todas aquellas personas que no tengan acceso a internet (las '
     'preinscripciones serán preferentemente on line) será el 881.150.191 en horario de 10.00 a 14.00h.',
     'El número de teléfono al que podrán llamar todas aquellas personas que no tengan acceso a internet (las '
     'preinscripciones serán preferentemente on line) será el ocho ocho uno, uno cinco cero, uno nueve uno en horario '
     'de diez a catorce horas.'),
    ('es', 'El número de teléfono es el 981.150.191.',
     'El número de teléfono es el nueve ocho uno, uno cinco cero, uno nueve uno.'),
    ('es', 'El presupuesto es de 881.150.191 euros.',
     'El presupuesto es de ochocientos ochenta y un millones ciento cincuenta mil ciento noventa y un euros.'),
    ('es', 'El código del teléfono es el 123.456.789.', 'El código del teléfono es el ciento veintitrés millones '
     'cuatrocientos cincuenta y seis mil setecientos ochenta y nueve.'),
    # rt38am: a 24-hour time in a local zone is the civil clock, read as its 12-hour time as without a zone; world
    # time (GMT, UTC) stays as the clock shows it
    ('en', 'The southbound carriageway will shut from 20:00 BST on Friday.',
     'The southbound carriageway will shut from eight P M BST on Friday.'),
    ('en', 'The match kicks off at 19:45 CEST.', 'The match kicks off at seven forty-five P M CEST.'),
    ('en', 'The launch window opens at 20:00 UTC.', 'The launch window opens at twenty hundred UTC.'),
    # rt39al: an ISO 8601 date and time with its zone or offset in prose, read as a date, a time and the zone
    ('en', 'The stamp 2024-03-05T14:30:00+01:00 was logged.',
     'The stamp March fifth, twenty twenty-four, fourteen thirty UTC plus one hour was logged.'),
    ('en', 'Created 2022-10-04T14:48:00.000Z today.',
     'Created October fourth, twenty twenty-two, fourteen forty-eight UTC today.'),
    ('es', 'Se registró 2024-03-05T14:30:00Z en el sistema.',
     'Se registró cinco de marzo de dos mil veinticuatro, catorce y media UTC en el sistema.'),
    ('es', 'Fue el 2024-03-05 14:30 UTC.', 'Fue el cinco de marzo de dos mil veinticuatro, catorce y media UTC.'),
    # rt38am: "d." is "died" once a birth is told before it or after its subject (must not fire: a letter's item)
    ('en', 'He was b. in 1491 and d. in 1547.', 'He was born in fourteen ninety-one and died in fifteen forty-seven.'),
    ('en', 'The painter, who d. at Wels, was famous.', 'The painter, who died at Wels, was famous.'),
    ('en', 'He chose option d. in the test.', 'He chose option d. in the test.'),
    # rt38am: a German part's Roman number with its stop after a noun is a cardinal, its stop not said before the
    # clause goes on (rulers keep their ordinal)
    ('de', 'Die Studie II. ist fertig.', 'Die Studie zwei ist fertig.'),
    ('de', 'Der Band II. erschien 1990.', 'Der Band zwei erschien neunzehnhundertneunzig.'),
    ('de', 'König Ludwig XIV. baute Schlösser.', 'König Ludwig der Vierzehnte baute Schlösser.'),
    # rt38am: a price per litre or per gallon after a currency's sign
    ('fr', 'Le prix est de 1,87 €/l.', "Le prix est d'un euro et quatre-vingt-sept centimes par litre."),
    ('en', 'Gas costs $3.45/gal today.', 'Gas costs three dollars, forty-five cents per gallon today.'),
    ('fr', 'Elle a bu 2 l d\'eau.', "Elle a bu deux litres d'eau."),
    # rt38am: German "sog." agreeing with its noun, a law's short name in a chain of paragraphs, a councillor in
    # the minutes (must not fire: the blood group's Rh)
    ('de', 'Geschützt ist auch das noch nicht existierende Leben (sog. Nasciturus, BGHZ 58, 48).',
     'Geschützt ist auch das noch nicht existierende Leben (sogenannter Nasciturus, BGHZ achtundfünfzig, '
     'achtundvierzig).'),
    ('de', 'Der sog. Nasciturus ist geschützt.', 'Der sogenannte Nasciturus ist geschützt.'),
    ('de', 'Er sprach vom sog. Nasciturus.', 'Er sprach vom sogenannten Nasciturus.'),
    ('de', 'Es gab sog. Altlasten.', 'Es gab sogenannte Altlasten.'),
    ('de', '(vgl. etwa §§ 823 Abs. 1 und 2, 824, 833, 1 HaftpflG, 7 Abs. 1 StVG).',
     '(vergleiche etwa Paragrafen achthundertdreiundzwanzig Absatz eins und zwei, achthundertvierundzwanzig, '
     'achthundertdreiunddreißig, eins Haftpflichtgesetz, sieben Absatz eins StVG).'),
    ('de', 'Nach § 3 gilt 1 Verordnung.', 'Nach Paragraf drei gilt eine Verordnung.'),
    ('de', 'Rh Schneeberg merkt an, dass der Hebesatz erhöht wurde.',
     'Ratsherr Schneeberg merkt an, dass der Hebesatz erhöht wurde.'),
    ('de', 'Der Rh Faktor ist negativ.', 'Der Rh Faktor ist negativ.'),
    # rt39al: "bps" on a serial line, a network or a sound is bits per second (must not fire: basis points)
    ('en', 'RS232 Baud Rate 115200 bps.',
     'RS232 Baud Rate one hundred and fifteen thousand, two hundred bits per second.'),
    ('en', 'The audio is encoded at 128000 bps.',
     'The audio is encoded at one hundred and twenty-eight thousand bits per second.'),
    ('en', 'Bond yields fell 15 bps after the data.', 'Bond yields fell fifteen basis points after the data.'),
    ('en', 'Spreads widened 300 bps.', 'Spreads widened three hundred basis points.'),
    # rt38am: a list of a game's scores, each said as one (must not fire: times, ranges, no game)
    ('es', 'Mitsubishi Los Amigos calificó con una victoria de 3-0 sobre AF Romero por cartones de 839-829, 841-787 '
     'y 833-708.', 'Mitsubishi Los Amigos calificó con una victoria de tres a cero sobre AF Romero por cartones de '
     'ochocientos treinta y nueve a ochocientos veintinueve, ochocientos cuarenta y uno a setecientos ochenta y siete'
     ' y ochocientos treinta y tres a setecientos ocho.'),
    ('de', 'Die Sätze endeten 25:23, 22:25, 25:19.',
     'Die Sätze endeten fünfundzwanzig zu dreiundzwanzig, zweiundzwanzig zu fünfundzwanzig, fünfundzwanzig zu '
     'neunzehn.'),
    ('en', 'She won 6:3, 4:6, 7:5 in the final.', 'She won six to three, four to six, seven to five in the final.'),
    ('de', 'Die Spiele beginnen um 18:00, 20:30 und 21:15.',
     'Die Spiele beginnen um achtzehn Uhr, zwanzig Uhr dreißig und einundzwanzig Uhr fünfzehn.'),
    ('en', 'Read pages 4-6, 8-10 and 12-14 for the game.',
     'Read pages four to six, eight to ten and twelve to fourteen for the game.'),
    # rt38am: a standard's amendment and its year, a French standard's dotted number, US law reports between their
    # volume and page (must not fire: a spreadsheet's range)
    ('de', 'Die Norm hat die eingearbeiteten Änderungen A1:2002 und A2:2003.',
     'Die Norm hat die eingearbeiteten Änderungen A1, zweitausendzwei und A2, zweitausenddrei.'),
    ('en', 'Cell A1:B20 is selected.', 'Cell A1:B20 is selected.'),
    ('fr', 'Il existe un classement au feu (Norme NF P. 92. 507), composé de 5 catégories.',
     'Il existe un classement au feu (Norme NF P quatre-vingt-douze-cinq cent sept), composé de cinq catégories.'),
    ('en', 'Younger v. Harris, 401 U.S. 37, 91 S.Ct. 746, 27 L.Ed.2d 669 (1971).',
     'Younger v. Harris, four hundred and one U S thirty-seven, ninety-one S C T seven hundred and forty-six, '
     'twenty-seven L Ed second six hundred and sixty-nine (nineteen seventy-one).'),
    ('en', 'See 123 F.3d 456 (9th Cir. 1997).',
     'See one hundred and twenty-three F third four hundred and fifty-six (ninth Cir. nineteen ninety-seven).'),
    # mf38: the noun "Sog" ends no "sog."; "sog." agrees with a plural in -s and a feminine noun after "der"; colon
    # pairs in a clause about times are durations; a year before "U.S." is no law report's volume; "bps" is a bit rate
    # only beside a word of data; "d." is "died" only after a birth and "and" (the wins that must stay beside them)
    ('de', 'Sie gerieten in den Sog. Einige konnten sich retten.',
     'Sie gerieten in den Sog. Einige konnten sich retten.'),
    ('de', 'Der Sog. ist stark.', 'Der Sog. ist stark.'),
    ('de', 'Sog. Altlasten sind teuer.', 'Sogenannte Altlasten sind teuer.'),
    ('de', 'Sie nutzen sog. Cookies.', 'Sie nutzen sogenannte Cookies.'),
    ('de', 'Er folgt der sog. Regel.', 'Er folgt der sogenannten Regel.'),
    ('de', 'Der sog. Nasciturus ist geschützt.', 'Der sogenannte Nasciturus ist geschützt.'),
    ('de', 'Das ist ein sog. Experte.', 'Das ist ein sogenannter Experte.'),
    ('en', 'The winning runners finished in 25:13, 26:40 and 27:05.',
     'The winning runners finished in twenty-five minutes thirteen seconds, twenty-six minutes forty seconds and '
     'twenty-seven minutes five seconds.'),
    ('de', 'Die Läufer kamen mit Zeiten von 25:13, 26:40 und 27:05 ins Ziel.',
     'Die Läufer kamen mit Zeiten von fünfundzwanzig Minuten dreizehn Sekunden, sechsundzwanzig Minuten vierzig '
     'Sekunden und siebenundzwanzig Minuten fünf Sekunden ins Ziel.'),
    ('en', 'In 2021 U.S. 10-year Treasury yields rose.', 'In twenty twenty-one U.S. ten-year Treasury yields rose.'),
    ('en', 'In 1990 U.S. 2 million jobs were lost.', 'In nineteen ninety U.S. two million jobs were lost.'),
    ('en', 'The court cited 347 U.S. 483 in its ruling.',
     'The court cited three hundred and forty-seven U S four hundred and eighty-three in its ruling.'),
    ('en', 'The Fed raised rates by 25 bps, the network said.',
     'The Fed raised rates by twenty-five basis points, the network said.'),
    ('en', 'The serial port runs at 115200 bps.',
     'The serial port runs at one hundred and fifteen thousand, two hundred bits per second.'),
    ('en', 'She was born in 1950; option d. in 2020 was chosen.',
     'She was born in nineteen fifty; option d. in twenty twenty was chosen.'),
    ('en', 'He was b. in 1491 and d. in 1547.', 'He was born in fourteen ninety-one and died in fifteen forty-seven.'),
    ('en', 'The match starts at 20:00 BST.', 'The match starts at eight P M BST.'),
    # mf38: "Rh" before a medical noun is the blood group; "A1:2000" out of a standard's clause is a spreadsheet's
    # range; "gal" beside guys is a woman; an HTML tag around a word is markup (the wins that must stay beside them)
    ('de', 'Rh Inkompatibilität stellt ein Risiko dar.', 'Rh Inkompatibilität stellt ein Risiko dar.'),
    ('de', 'Rh Immunisierung spricht für eine frühere Schwangerschaft.',
     'Rh Immunisierung spricht für eine frühere Schwangerschaft.'),
    ('de', 'Rh Hartung fragt nach den Kosten.', 'Ratsherr Hartung fragt nach den Kosten.'),
    ('en', 'Select the range A1:2000 in Excel.', 'Select the range A1 to two thousand in Excel.'),
    ('es', 'Seleccione el rango A1:2000 en la hoja.', 'Seleccione el rango A1 a dos mil en la hoja.'),
    ('de', 'Die Norm EN 71-1:2014+A1:2018 gilt.',
     'Die Norm EN einundsiebzig Strich eins, zweitausendvierzehn+A1, zweitausendachtzehn gilt.'),
    ('en', 'I met 1 gal and 2 guys at the bar.', 'I met one gal and two guys at the bar.'),
    ('en', 'We were 3 guys and 1 gal on the trip.', 'We were three guys and one gal on the trip.'),
    ('en', 'Mix 1 gal and 2 cups of water.', 'Mix one gallon and two cups of water.'),
    ('en', 'Use a 5 gal bucket.', 'Use a five gallon bucket.'),
    ('en', 'Write a <b>bold</b> word.', 'Write a <b>bold</b> word.'),
    ('en', 'Clone <your_github_username>repo now.', 'Clone your_github_username repo now.'),
    # rt39am: brackets around a picture's character only, or empty at a clause's end (IPGP/morumotto
    # docs/user_guide.pdf, a link's text gone), are left out (must not fire: a sign, words, an empty pair in a clause)
    ('en', 'You may use the leapsecond list provided here ()', 'You may use the leapsecond list provided here'),
    ('en', 'Then click the three (⋮) dots button.', 'Then click the three dots button.'),
    ('de', 'Tippen Sie auf die drei (⋮) Punkte.', 'Tippen Sie auf die drei Punkte.'),
    ('en', 'Press the (+) key.', 'Press the (plus sign) key.'),
    ('en', 'The (−) sign and the symbol (→) mean it.', 'The (−) sign and the symbol (→) mean it.'),
    ('en', 'The set () is empty.', 'The set parentheses is empty.'),
    # rt39am: a lone V or X is a ruler's number only after a ruler's name or title (BenLangmead/bowtie2
    # doc/manual.html, OpenAero/main doc/manual.html); an author's initial, a coordinate's letter stay letters
    ('en', 'Langmead B, Wilks C, Antonescu V, Charles R. Scaling read aligners to hundreds of threads.',
     'Langmead B, Wilks C, Antonescu V, Charles R. Scaling read aligners to hundreds of threads.'),
    ('en', 'The X position is reversed with wind from the left.',
     'The X position is reversed with wind from the left.'),
    ('en', 'Malcolm X spoke; Charles V ruled; King Olav V reigned; Pope Pius X died.',
     'Malcolm X spoke; Charles the Fifth ruled; King Olav the Fifth reigned; Pope Pius the Tenth died.'),
    ('de', 'Herr X und die Anlage X, aber Karl V. und König Olav V.',
     'Herr X und die Anlage X, aber Karl der Fünfte und König Olav der Fünfte.'),
    ('fr', 'La colonne X et le modèle V, sous Charles X.', 'La colonne X et le modèle V, sous Charles dix.'),
    ('es', 'La columna X, Enrique V y el papa Pío X.', 'La columna X, Enrique quinto y el papa Pío décimo.'),
    ('en', 'The speed of light is precisely 299,792,458 m/s.',
     'The speed of light is precisely two hundred and ninety-nine million, seven hundred and ninety-two '
     'thousand, four hundred and fifty-eight meters per second.'),
    ('en', 'Just 1368cc, it produces 133bhp and emits 129g/km of Co2.',
     'Just thirteen sixty-eight cc, it produces one hundred and thirty-three brake horsepower and emits one '
     'hundred and twenty-nine grams per kilometer of C O two.'),
    ('en', 'With a 100 nF capacitor, at 470 nF the current is 20 mA.',
     'With a one hundred nanofarad capacitor, at four hundred and seventy nanofarads the current is twenty milliamps.'),
    ('en', 'Use 10 µF, 47 pF and a 4.7 MΩ part.',
     'Use ten microfarads, forty-seven picofarads and a four point seven megohm part.'),
    ('es', 'a 4 ° C su densidad pasa a ser de 1 g/c.c',
     'a cuatro grados Celsius su densidad pasa a ser de un gramo por centímetro cúbico'),
    ('es', 'Una resistencia de 4,7 kΩ y 100 nF.',
     'Una resistencia de cuatro coma siete kiloohmios y cien nanofaradios.'),
    ('fr', 'Avec une résistance de 200 Ω, le courant est de 20 mA.',
     'Avec une résistance de deux cents ohms, le courant est de vingt milliampères.'),
    ('fr', '1 gramme par centimètre cube (1 g / cm3)',
     'un gramme par centimètre cube (un gramme par centimètre cube)'),
    ('de', '«Energie A+ » und «Ra 80»',
     'Energie A plus und Ra achtzig'),
    ('de', 'Klasse A++ ist Pflicht.',
     'Klasse A plus plus ist Pflicht.'),
    ('de', 'Mit 4,2V und 20mA =0,02A brauchst du einen 210Ω-Widerstand.',
     'Mit vier Komma zwei Volt und zwanzig Milliampere gleich null Komma null zwei Ampere brauchst du einen '
     'zweihundertzehn-Ohm-Widerstand.'),
    ('de', 'Die Dichte ist 1 g / cm3.',
     'Die Dichte ist ein Gramm pro Kubikzentimeter.'),
    ('en', 'He codes in C++ daily.',
     'He codes in C++ daily.'),
    ('fr', "prix d'entrée= 12 euros sur place.",
     "prix d'entrée: douze euros sur place."),
    ('de', 'gemäß § 355 Abs. 1, § 312g Abs. 1 BGB',
     'gemäß Paragraf dreihundertfünfundfünfzig Absatz eins, Paragraf dreihundertzwölf g Absatz eins BGB'),
    ('de', 'Nach Art. 5m GG.',
     'Nach Artikel fünf m GG.'),
    ('de', 'Er lief 5 m weit und § 3 gilt.',
     'Er lief fünf Meter weit und Paragraf drei gilt.'),
    ('de', 'Am Pfingstsamstag, 18. Mai, um 9 Uhr wird aufgesperrt',
     'Am Pfingstsamstag, den achtzehnten Mai, um neun Uhr wird aufgesperrt'),
    ('de', 'Am Ostermontag, 21. April, ist zu.',
     'Am Ostermontag, den einundzwanzigsten April, ist zu.'),
    ('de', 'Der Bundestag, 18. Mai 2020, beschloss es.',
     'Der Bundestag, achtzehnter Mai zweitausendzwanzig, beschloss es.'),
    # rt38an R7: a feast day is a day the date stands beside, as a weekday ("den"); not after another noun
    ('de', 'An Heiligabend, 24. Dezember, ist ab 12 Uhr geschlossen.',
     'An Heiligabend, den vierundzwanzigsten Dezember, ist ab zwölf Uhr geschlossen.'),
    ('de', 'Am Karfreitag, 18. April, bleibt das Amt zu.',
     'Am Karfreitag, den achtzehnten April, bleibt das Amt zu.'),
    ('de', 'Die Montage, 3. Mai, dauerte lange.',
     'Die Montage, dritter Mai, dauerte lange.'),
    # rt38an R2: abbreviations read in full: councillors, the Revised Statutes and the Statutes at Large, Swiss francs
    # with their centimes, German adjectives written short agreeing with their noun (must not fire: a name's initials,
    # a small number after "R.S.", an adverb, a noun's "Sog.")
    ('en', 'Cllrs B Robinson has done rough costings for a track.',
     'Councillors B Robinson has done rough costings for a track.'),
    ('en', 'Cllr. Smith chaired the meeting.', 'Councillor Smith chaired the meeting.'),
    ('en', 'R.S. § 1979 derived from act Apr. 20, 1871, ch. 22, § 1, 17 Stat. 13.',
     'Revised Statutes section nineteen seventy-nine derived from act April twentieth, eighteen seventy-one, chapter '
     'twenty-two, section one, seventeen Statutes at Large thirteen.'),
    ('en', 'R.S. Thomas was a Welsh poet.', 'R.S. Thomas was a Welsh poet.'),
    ('en', 'The R.S. 2 was a fine car.', 'The R.S. two was a fine car.'),
    ('fr', "Le 25 septembre 1962, J. a acquis de l'Association, pour le prix de 75 944 fr.80, une parcelle.",
     "Le vingt-cinq septembre mille neuf cent soixante-deux, J. a acquis de l'Association, pour le prix de "
     "soixante-quinze mille neuf cent quarante-quatre francs suisses et quatre-vingts centimes, une parcelle."),
    ('fr', 'Une indemnité de 3 000 fr. a été allouée.', 'Une indemnité de trois mille francs suisses a été allouée.'),
    ('fr', 'Le site fr.wikipedia.org est utile.', 'Le site fr.wikipedia.org est utile.'),
    ('de', 'Die Oder hat von der österr. Grenze an eine Länge von 893 km.',
     'Die Oder hat von der österreichischen Grenze an eine Länge von achthundertdreiundneunzig Kilometern.'),
    ('de', 'Er kam aus dem bayer. Wald.', 'Er kam aus dem bayerischen Wald.'),
    ('de', 'Das ist ein sog. Verfahren.', 'Das ist ein sogenanntes Verfahren.'),
    ('de', 'Ein frz. Autor schrieb es.', 'Ein französischer Autor schrieb es.'),
    ('de', 'Der Film lief in der dt. und engl. Fassung.', 'Der Film lief in der deutschen und englischen Fassung.'),
    ('de', 'Eine staatl. anerkannte Schule.', 'Eine staatlich anerkannte Schule.'),
    ('de', 'Der Sog. ist stark.', 'Der Sog. ist stark.'),
    # rt38an R6: a range of two amounts with the currency named after the second only: both in the currency, under one
    # both in hundredths (must not fire: no currency after the second)
    ('es', 'La mayor parte optó por subir la barra pequeña de 0,60 a 0,70 euros y la grande, de 0,85 a un euro.',
     'La mayor parte optó por subir la barra pequeña de sesenta a setenta céntimos y la grande, de ochenta y cinco '
     'céntimos a un euro.'),
    ('es', 'El kilo pasó de 1,20 a 1,50 euros.',
     'El kilo pasó de un euro con veinte céntimos a un euro con cincuenta céntimos.'),
    ('de', 'Der Preis stieg von 0,60 auf 0,70 Euro.', 'Der Preis stieg von sechzig auf siebzig Cent.'),
    ('fr', 'Le prix passe de 1,20 à 1,50 euro.',
     "Le prix passe d'un euro et vingt centimes à un euro et cinquante centimes."),
    ('en', 'The price rose from 0.60 to 0.70 dollars.', 'The price rose from sixty to seventy cents.'),
    ('es', 'El índice pasó de 0,60 a 0,70 puntos.', 'El índice pasó de cero coma sesenta a cero coma setenta puntos.'),
    # rt38an R6: thousands grouped with spaces and a decimal point: the point is the decimal mark, in Spanish for every
    # number of the sentence (must not fire: a dot's thousands in a sentence without such a number)
    ('es', 'La cuenca tiene un área de 6 712.089 km2 y un perímetro de 522.135 km, con un ancho promedio de 47.117 km.',
     'La cuenca tiene un área de seis mil setecientos doce punto cero ochenta y nueve kilómetros cuadrados y un '
     'perímetro de quinientos veintidós punto ciento treinta y cinco kilómetros, con un ancho promedio de cuarenta y '
     'siete punto ciento diecisiete kilómetros.'),
    ('en', 'The area is 6 712.089 km2.',
     'The area is six thousand, seven hundred and twelve point zero eight nine square kilometers.'),
    ('es', 'La ciudad tiene 522.135 habitantes.', 'La ciudad tiene quinientos veintidós mil ciento treinta y cinco '
     'habitantes.'),
    ('es', 'Recorrió 6 712.089 km el 12.05.2020.',
     'Recorrió seis mil setecientos doce punto cero ochenta y nueve kilómetros el doce de mayo de dos mil veinte.'),
    # rt38an R2: a language's abbreviated adjective opening a bracket names the language (must not fire: before its
    # noun after an article)
    ('de', 'Die Informatik (engl. Computer Science) ist jung.', 'Die Informatik (englisch Computer Science) ist jung.'),
    ('de', 'Das Wort kommt vom frz. Wort für Brot.', 'Das Wort kommt vom französischen Wort für Brot.'),
    # rt38an: one to a large number after a spaced colon is a map's scale (French: an ordinal after "au", also with
    # "e"); must not fire: a heading's number before a count, a score
    ('de', 'Die kleinsten Maßstäbe der Digitalen Topographischen Karten sind 1 : 100 000 (DTK100), 1 : 200 000 '
           '(DTK200) und schließlich 1 : 1 Mio. (DTK1000).',
     'Die kleinsten Maßstäbe der Digitalen Topographischen Karten sind eins zu einhunderttausend (DTK100), eins '
     'zu zweihunderttausend (DTK200) und schließlich eins zu einer Million (DTK1000).'),
    ('fr', 'De même, pour une carte au 1 : 25 000, 1 cm représentera 250 m et 3 cm ~ 750 m.',
     'De même, pour une carte au vingt-cinq-millième, un centimètre représentera deux cent cinquante mètres et '
     'trois centimètres environ sept cent cinquante mètres.'),
    ('fr', 'Une carte au 1/25 000e suffit.',
     'Une carte au vingt-cinq-millième suffit.'),
    ('en', 'Ordnance Survey maps at 1 : 25 000 show footpaths.',
     'Ordnance Survey maps at one to twenty-five thousand show footpaths.'),
    ('es', 'La escala 1 : 200 000 es pequeña.',
     'La escala uno a doscientos mil es pequeña.'),
    ('en', 'Part 1: 1,000 Ways to Cook',
     'Part one: one thousand Ways to Cook'),
    ('fr', 'Chapitre 1 : 200 recettes faciles.',
     'Chapitre un : deux cents recettes faciles.'),
    ('de', 'Das Spiel endete 1 : 0 nach Verlängerung.',
     'Das Spiel endete eins : null nach Verlängerung.'),
    # rt38an: a spaced slash between two bracketed quantities is a division, and "=" before a bracket an equation's
    # (must not fire: bracketed words, bracketed years)
    ('fr', 'Avec une résistance de 200 Ω et une LED de 3,5 V, vous obtenez (1,5 V) / (200 Ω) = 7,5 mA.',
     'Avec une résistance de deux cents ohms et une LED de trois virgule cinq volts, vous obtenez (un virgule '
     'cinq volt) divisé par (deux cents ohms) égale sept virgule cinq milliampères.'),
    ('en', 'I = (5 V) / (1 kΩ) = 5 mA',
     'I equals (five volts) divided by (one kilohm) equals five milliamps'),
    ('de', 'Der Strom ist (12 V) / (4 Ω) = 3 A.',
     'Der Strom ist (zwölf Volt) geteilt durch (vier Ohm) gleich drei Ampere.'),
    ('de', 'Öffnungszeiten (Mo–Fr) / (Sa)',
     'Öffnungszeiten (Montag bis Freitag) Schrägstrich (Sa)'),
    ('en', 'The files (2019) / (2020) are here.',
     'The files (twenty nineteen) slash (twenty twenty) are here.'),
    # rt38an: a note's mark typed after a space in prose, at a clause's end or after a number, is not read (must not
    # fire: after a word that names it, "Fußnote", "see", "press")
    ('de', 'Neben der europäischen Norm prEN 12502 [2], deren fünf Teile als Entwurf vorliegen, war es daher '
           'erforderlich, national eine "Restnorm", die DIN 50930-6 [3] zu erarbeiten.',
     'Neben der europäischen Norm prEN eins zwei fünf null zwei, deren fünf Teile als Entwurf vorliegen, war '
     'es daher erforderlich, national eine Restnorm, die DIN fünf null neun drei null Strich sechs zu '
     'erarbeiten.'),
    ('en', 'This was first shown by Smith [12], and later confirmed [13].',
     'This was first shown by Smith, and later confirmed.'),
    ('de', 'Das steht in der Literatur [4], [5] und wurde bestätigt.',
     'Das steht in der Literatur und wurde bestätigt.'),
    ('de', 'Die Fußnote [3] erklärt das.',
     'Die Fußnote [drei] erklärt das.'),
    ('en', 'See [3] for the proof.',
     'See [three] for the proof.'),
    ('de', 'Drücken Sie [1], um fortzufahren.',
     'Drücken Sie [eins], um fortzufahren.'),
    # rt38an: every standard's body reads its number one way, a draft's "prEN" and Austria's ÖNORM too (must not fire:
    # capitals that are no body)
    ('de', 'Um unterschiedliche länderspezifische Normen zu vereinen, wurde die DIN 11850 Anfang 2014 durch die '
           'europäische Norm EN 10357 ersetzt.',
     'Um unterschiedliche länderspezifische Normen zu vereinen, wurde die DIN eins eins acht fünf null Anfang '
     'zweitausendvierzehn durch die europäische Norm EN eins null drei fünf sieben ersetzt.'),
    ('de', 'Die ÖNORM B 1300 regelt das.',
     'Die ÖNORM B dreizehnhundert regelt das.'),
    ('fr', 'La norme prEN 12502 est en préparation.',
     'La norme prEN un deux cinq zéro deux est en préparation.'),
    ('de', 'Die Firma ENERGIE 12345 gibt es.',
     'Die Firma ENERGIE zwölftausenddreihundertfünfundvierzig gibt es.'),
    # rt38an: a part's rating before the noun it describes, after a verb of amounts, is singular (must not fire: an
    # amount's measure, no noun after it)
    ('en', 'Use 4.7 kΩ parts.',
     'Use four point seven kilohm parts.'),
    ('en', 'Add 10 µF capacitors.',
     'Add ten microfarad capacitors.'),
    ('en', 'Add 10 µF to the output.',
     'Add ten microfarads to the output.'),
    ('en', 'Add 2 tbsp sugar.',
     'Add two tablespoons sugar.'),
    # rt38an: a pump's price to four decimals, per a unit of measure: its cents and their tenths (must not fire: an
    # amount per an amount, per a person where Spanish may group thousands with a comma)
    ('de', 'Der Liter Super kostet 1,7490 €/l.',
     'Der Liter Super kostet ein Euro und vierundsiebzig Komma neun Cent pro Liter.'),
    ('en', 'Gas is $3.4990/gal today.',
     'Gas is three dollars, forty-nine point nine cents per gallon today.'),
    ('es', 'La gasolina cuesta 1,7490 euros el litro.',
     'La gasolina cuesta un euro con setenta y cuatro coma nueve céntimos el litro.'),
    ('fr', 'Le gazole est à 1,7490 €/l.',
     'Le gazole est à un euro et soixante-quatorze virgule neuf centimes par litre.'),
    ('en', 'The tax is $0.5855 per $100 of value.',
     'The tax is zero point five eight five five dollars per one hundred dollars of value.'),
    ('es', 'El viaje cuesta 1,500 € por persona.',
     'El viaje cuesta mil quinientos euros por persona.'),
    # rt38an: a bare "No" before a number after a word that takes one, or before a name, is the number's sign; German's
    # "Nr" always (must not fire: the word "no" opening a sentence or in a tally)
    ('en', 'Skoulding, batting No 3, was one of eight Richmond batsmen to get a duck.',
     'Skoulding, batting number three, was one of eight Richmond batsmen to get a duck.'),
    ('en', 'He moved into No 10 Downing Street.',
     'He moved into number ten Downing Street.'),
    ('en', 'The No 1 seed lost.',
     'The number one seed lost.'),
    ('de', 'Er wohnt in Haus Nr 5.',
     'Er wohnt in Haus Nummer fünf.'),
    ('en', 'No 3 people came.',
     'No three people came.'),
    ('en', 'Yes 5, No 3.',
     'Yes five, No three.'),
    ('en', 'It was at no 3 points.',
     'It was at no three points.'),
    # rt38an: milliamperes or ohms in the sentence make a number's "A" amperes, after an equals sign typed against it
    # too (must not fire: a form's or a room's letter)
    ('es', 'Con 20mA =0,02A basta.',
     'Con veinte miliamperios es igual a cero coma cero dos amperios basta.'),
    ('en', 'Form 4A and Room 12A are upstairs.',
     'Form four A and Room twelve A are upstairs.'),
    # rt38ao: units written in an unusual form: glued "ppm", a dotted "ft. lbs.", after India's grouping, a capital
    # "Kgs.", French "cts" (carats beside jewels), the newton where a force is spoken of (must not fire: north)
    ("en", "Maintain your chlorine at a level at 1ppm to 3ppm.",
     "Maintain your chlorine at a level at one ppm to three ppm."),
    ("en", "Tighten to 20 ft. lbs. and check.", "Tighten to twenty foot-pounds and check."),
    ("en", "It drains an area of 1,32,090 sq km, about half.",
     "It drains an area of one lakh, thirty-two thousand and ninety square kilometers, about half."),
    ("en", "The 1,32,090 figure is old.", "The one lakh, thirty-two thousand and ninety figure is old."),
    ("es", "Si pesa 10 Kgs., deberás darle 600 grs.", "Si pesa diez kilogramos, deberás darle seiscientos gramos."),
    ("fr", "Elle coûtera 11 cts de plus.", "Elle coûtera onze centimes de plus."),
    ("fr", "Une bague de 2 cts en or.", "Une bague de deux carats en or."),
    ("en", "A force of 10 N acts on it.", "A force of ten newtons acts on it."),
    ("en", "a strength of 25 Newtons per square millimeter (N/mm²)",
     "a strength of twenty-five Newtons per square millimeter (newtons per square millimeter)"),
    ("en", "Take Route 9 N to the lake.", "Take Route nine N to the lake."),
    ("en", "The load sign is at 150 N Main St.", "The load sign is at one hundred and fifty N Main Street"),
    # rt38ao: an amount that does something ("5L covers") in the plural; a measure before a noun in the singular
    ("en", "5L covers up to 30m² or 10 fence panels.", "five liters covers up to thirty square meters or ten fence"
     " panels."),
    ("en", "Use the 10mm covers on the bolts.", "Use the ten millimeter covers on the bolts."),
    # rt38ao: a French ordinal's ending typed apart (must not fire: "ères", a word)
    ("fr", "Porical transforme (36 ème).", "Porical transforme (trente-sixième)."),
    ("fr", "Le 1 er mai est férié.", "Le premier mai est férié."),
    ("fr", "Les 3 ères géologiques.", "Les trois ères géologiques."),
    # rt38ao: a bare "(57.)" in a match's report is the minute (must not fire: a race's rank); a ruler's genitive
    ("de", "Wenige Minuten später trifft Beck zum 3:1 (57.).",
     "Wenige Minuten später trifft Beck zum drei zu eins (siebenundfünfzigste Minute)."),
    ("de", "Beim Slalom fuhr Müller (3.) knapp am Podest vorbei.",
     "Beim Slalom fuhr Müller (dritte) knapp am Podest vorbei."),
    ("de", "Er war ein Enkel Kaiser Maximilians I., dem er folgte.",
     "Er war ein Enkel Kaiser Maximilians des Ersten, dem er folgte."),
    ("de", "Der Sohn Leopolds I. wurde Kaiser.", "Der Sohn Leopolds des Ersten wurde Kaiser."),
    ("de", "Hans I. war König.", "Hans I. war König."),
    # rt38ao: scientific notation as a calculator prints it, times ten to its power, the unit after it named (must
    # not fire: a number without a decimal or a sign, a model's letter)
    ("en", "you measure its diameter to be 2.070E+7 m", "you measure its diameter to be two point zero seven zero times"
     " ten to the seven meters"),
    ("en", "Avogadro's number is 6.022e23.", "Avogadro's number is six point zero two two times ten to the"
     " twenty-third."),
    ("fr", "La valeur est 2,5e-3.", "La valeur est deux virgule cinq fois dix puissance moins trois."),
    ("en", "The flag 1e5 is set in code.", "The flag 1e5 is set in code."),
    ("en", "Use model 2E for the test.", "Use model two E for the test."),
    # rt38ao: a bare range of dotted numbers past noon or in a day's schedule is one of clock times (must not fire:
    # a rate, a chapter's numbers, scores)
    ("en", "Second stage about 12.20 to 1.20.", "Second stage about twelve twenty to one twenty."),
    ("en", "Surgery hours: Monday 9.30 to 11.30.", "Surgery hours: Monday nine thirty to eleven thirty."),
    ("en", "The index moved 12.20 to 11.40 today.",
     "The index moved twelve point two zero to eleven point four zero today."),
    ("en", "Chapter 4.10 to 4.20 covers the session.",
     "Chapter four point ten to four point twenty covers the session."),
    ("en", "Scores went 9.50 to 8.40 in the second stage.",
     "Scores went nine point five zero to eight point four zero in the second stage."),
    # rt38ao: a German score after "Spielstand auf" or a lead cut or raised "auf" in a game's sentence (must not
    # fire: opening hours cut, an alarm)
    ("de", "Müller punktete und erhöhte den Spielstand auf 21:18.",
     "Müller punktete und erhöhte den Spielstand auf einundzwanzig zu achtzehn."),
    ("de", "Kiel verkürzte in der 50. Minute auf 21:18.",
     "Kiel verkürzte in der fünfzigsten Minute auf einundzwanzig zu achtzehn."),
    ("de", "Die Stadt verkürzte die Öffnungszeit auf 18:30.",
     "Die Stadt verkürzte die Öffnungszeit auf achtzehn Uhr dreißig."),
    ("de", "Der Wecker ist auf 6:30 gestellt.", "Der Wecker ist auf sechs Uhr dreißig gestellt."),
    # rt38ao: "RDL" is one law's kind, a law report's six-figure number before its year, a strength class of
    # concrete (must not fire: no concrete spoken of, the strengths too far apart)
    ("es", "Según el RDL 11/2020, de 31 de marzo (LA LEY 181541/2024), se suspende.",
     "Según el Real Decreto-ley once de dos mil veinte, de treinta y uno de marzo (LA LEY ciento ochenta y un mil"
     " quinientos cuarenta y uno de dos mil veinticuatro), se suspende."),
    ("es", "El RD 463/2020 declaró el estado de alarma.",
     "El Real Decreto cuatrocientos sesenta y tres de dos mil veinte declaró el estado de alarma."),
    ("de", "Bei einer Festigkeitsklasse wie B25 (bzw. C20/25) gilt es.",
     "Bei einer Festigkeitsklasse wie B25 (beziehungsweise C zwanzig fünfundzwanzig) gilt es."),
    ("de", "Beton der Klasse C 30/37 ist üblich.", "Beton der Klasse C dreißig siebenunddreißig ist üblich."),
    ("en", "Room C12/15 is open.", "Room C12/fifteen is open."),
    ("en", "The concrete mix C10/20 failed.", "The concrete mix C10/twenty failed."),
    # rt38ao: must not fire: a position's north beside a force's word, a version's numbers
    ("en", "The test site for strength lies at 40 N, 74 E.",
     "The test site for strength lies at forty N, seventy-four E."),
    ("en", "Ver. 1.20 to 1.30 notes: the session API changed.",
     "Ver. one point two zero to one point three zero notes: the session API changed."),
    # mend38: a note's mark that is a preposition's object is said; a map's scale or odds after a capitalised word
    # (must still not fire: a heading's "Part 1: 1,000 Ways", "Chapitre 1 : 200 recettes")
    ("en", "In [5], the authors propose a new method.", "In [five], the authors propose a new method."),
    ("en", "We use the approach of [5], [6] for training.", "We use the approach of [five], [six] for training."),
    ("de", "Wie in [3], [4] gezeigt, klappt das.", "Wie in [drei], [vier] gezeigt, klappt das."),
    ("fr", "Dans [5], les auteurs proposent une méthode.", "Dans [cinq], les auteurs proposent une méthode."),
    ("es", "Como se indica en [3], el método converge.", "Como se indica en [tres], el método converge."),
    ("en", "The 1:25,000 Explorer map covers the area.",
     "The one to twenty-five thousand Explorer map covers the area."),
    ("en", "Odds 1:1,000 against.", "Odds one to one thousand against."),
    ("de", "Die Wanderkarte 1:25.000 zeigt alle Wege.",
     "Die Wanderkarte eins zu fünfundzwanzigtausend zeigt alle Wege."),
    ("de", "Wahrscheinlichkeit 1 : 10.000 pro Jahr.", "Wahrscheinlichkeit eins zu zehntausend pro Jahr."),
    ("fr", "Chapitre 1 : 200 recettes", "Chapitre un : deux cents recettes"),
    # mend38: "$" with a comma group in Spanish, a label's "4A" beside ohms, a title's "No", a number joined to a price
    # by "and", bracketed counts, "Stat." and "R.S." with no law spoken of, a count before a bracketed number, an
    # abbreviated adjective after a dative preposition (must still fire: a pump's price, a charger's current, "No 5
    # Squadron", a range "between" prices, ohms over ohms, "17 Stat. 13" cited, a standard's note mark)
    ("es", "La casa cuesta $2,500 por metro cuadrado en Polanco.",
     "La casa cuesta dos mil quinientos dólares por metro cuadrado en Polanco."),
    ("en", "Figure 4A shows the 10 kΩ pull-up resistor.", "Figure four A shows the ten kilohm pull-up resistor."),
    ("de", "Raum 4A liegt neben dem 10 Ω Widerstand.", "Raum vier A liegt neben dem zehn Ohm Widerstand."),
    ("en", "Room 4A has a 100 Ω heater.", "Room four A has a one hundred ohm heater."),
    ("en", "Why There Are No 2 Ways About It", "Why There Are No two Ways About It"),
    ("en", "They played No 50 Cent songs.", "They played No fifty Cent songs."),
    ("en", "Pilots who were No 5 Squadron members.", "Pilots who were number five Squadron members."),
    ("en", "He scored 7.50 and 20 dollars in prizes.", "He scored seven point five zero and twenty dollars in prizes."),
    ("es", "Sacó un 7,50 y 100 euros de premio.", "Sacó un siete coma cincuenta y cien euros de premio."),
    ("en", "It costs between 7.50 and 20 dollars.", "It costs between seven dollars, fifty cents and twenty dollars."),
    ("en", "The team (3 players) / (2 coaches) travelled.", "The team (three players) slash (two coaches) travelled."),
    ("de", "Die Stimmen (12 Ja) / (3 Nein) zählen.", "Die Stimmen (zwölf Ja) Schrägstrich (drei Nein) zählen."),
    ("en", "R.S. 1234 Main Road is the address.", "R.S. twelve thirty-four Main Road is the address."),
    ("en", "The score was 3 [2] after penalties.", "The score was three [two] after penalties."),
    ("de", "Ein Film mit dt. Untertiteln.", "Ein Film mit deutschen Untertiteln."),
    ("de", "Sie wohnen aus ehem. Kasernen.", "Sie wohnen aus ehemaligen Kasernen."),
    ("de", "Von dt. Seite kam nichts.", "Von deutscher Seite kam nichts."),
    ("en", "Answers [1], [2] and [3] are correct.", "Answers [one], [two] and [three] are correct."),
    ("en", "The values are [1, 2], [3, 4] in pairs.", "The values are [one, two], [three, four] in pairs."),
    ("en", "Compute (10 m) / (2 s) to get the speed.", "Compute (ten meters) divided by (two s) to get the speed."),
    ("en", "Under R.S. 1977 the law applied.", "Under Revised Statutes nineteen seventy-seven the law applied."),
]


@pytest.mark.parametrize(("language", "text", "expected"), CASES)
def test_times_units_and_ordinals_are_read_as_a_person_reads_them(language: str, text: str, expected: str) -> None:
    assert for_speech(text, language) == expected


@pytest.mark.parametrize(("language", "text", "expected"), [
    ("fr", "Le Dr. Martin arrive demain. Il est en retard.", ["Le Docteur Martin arrive demain.", "Il est en retard."]),
    ("fr", "Vive la France. M. Dupont arrive.", ["Vive la France.", "Monsieur Dupont arrive."]),
    ("en", "Dr. Who came. I met Dr. Smith.", ["Doctor Who came.", "I met Doctor Smith."]),
    ("es", "La Dra. Gómez llegó tarde.", ["La doctora Gómez llegó tarde."]),
    ("de", "Das ist o.Ä. Wir haben es.", ["Das ist oder Ähnliches. Wir haben es."]),
    ("de", "Die Such- / Browsing-Schnittstelle ist neu.", ["Die Such- oder Browsing-Schnittstelle ist neu."]),
    ("en", "The read- / write-head moved.", ["The read- or write-head moved."]),
    # a German number with a full stop before the noun it counts is an ordinal, no sentence's end
    ("de", "In der 30. Minute traf er. Er wurde 2. Damit war es vorbei.",
     ["In der dreißigsten Minute traf er.", "Er wurde zwei.", "Damit war es vorbei."]),
    ("de", "Bei unserem 2. Bürgermeister, im 11. Jhd. gegründet. Das ist Platz 2. Der Rest folgt.",
     ["Bei unserem zweiten Bürgermeister, im elften Jahrhundert gegründet.", "Das ist Platz zwei.",
      "Der Rest folgt."]),
    # an abbreviation that needs what follows, initials spaced apart: no sentence ends after them
    ("de", "Kosten von 20 Euro zzgl. Mwst pro Jahr. Er lief 5 Std. Dann ruhte er.",
     ["Kosten von zwanzig Euro zuzüglich Mehrwertsteuer pro Jahr.", "Er lief fünf Stunden. Dann ruhte er."]),
    # … but a number that ends its sentence before a noun that starts the next, a label's number, an abbreviation
    # before a sentence's capital
    ("de", "Die Quote lag bei 40. Frauen waren stärker vertreten. Er kam auf Rang 3. Platz eins ging an Anna.",
     ["Die Quote lag bei vierzig.", "Frauen waren stärker vertreten.", "Er kam auf Rang drei.",
      "Platz eins ging an Anna."]),
    ("de", "Preis zzgl. Die Anmeldung folgt.", ["Preis zuzüglich.", "Die Anmeldung folgt."]),
    ("en", "It takes 2 hours approx. The path is steep.", ["It takes two hours approximately.",
                                                          "The path is steep."]),
    ("es", "A 2200 m s. n. m., entre 2700 y 2000 m s. n. m. Luego vino.",
     ["A dos mil doscientos metros sobre el nivel del mar, entre dos mil setecientos y dos mil metros sobre el nivel"
      " del mar.", "Luego vino."]),
    # an abbreviation the sentence goes on from: a French code, before our era, an article after l'
    ("fr", "Fixé par les articles L. 151-1 à L. 151-48 C.urb. qui viennent compléter la loi. Au Ie siècle av. n.è. et "
     "selon l'art. 1240 C. civ., rien.",
     ["Fixé par les articles L. cent cinquante et un tiret un à L. cent cinquante et un tiret quarante-huit du code de "
      "l'urbanisme qui viennent compléter la loi.", "Au premier siècle avant notre ère et selon l'article mille deux "
      "cent quarante du code civil, rien."]),
    # a sentence after an abbreviation that ends one and before a number
    ("fr", "Fondée en 753 av. J.-C. 300 ans plus tard, elle crût.",
     ["Fondée en sept cent cinquante-trois avant Jésus-Christ.", "trois cents ans plus tard, elle crût."]),
    # a footnote's mark after a full stop, a command's name after one: sentences end there
    ("en", "It was built in 1900.[1] At the time it was tall. Save the file. npm will rebuild it.",
     ["It was built in nineteen hundred.", "At the time it was tall.", "Save the file.", "npm will rebuild it."]),
    # a unit's full stop before a word in lower case, a letter's before a number: no sentence's end
    ("fr", "Faites cuire 25 à 30 min. à four chaud. Servez.",
     ["Faites cuire vingt-cinq à trente minutes à four chaud.", "Servez."]),
    ("fr", "Que ceux prévus aux articles L. 221-23 à L. 221-25. Le délai court.",
     ["Que ceux prévus aux articles L. deux cent vingt et un tiret vingt-trois à L. deux cent vingt et un tiret "
      "vingt-cinq.", "Le délai court."]),
    # a weekday's, a category's, an opus's short form before their number; the sea's full stop ends a sentence
    ("fr", "Il regarde la mer. 3 bateaux passent, puis sam. 5 juin. Le Concerto op. 73.",
     ["Il regarde la mer.", "trois bateaux passent, puis samedi cinq juin.", "Le Concerto opus soixante-treize."]),
    ("en", "It's rated as a Cat. 4 climb. I fed the cat. 4 friends came.",
     ["It's rated as a category four climb.", "I fed the cat.", "four friends came."]),
    # "mer." after an article is the sea, "Sam." a name: their full stops end sentences before a date
    ("fr", "Coucher de soleil sur la mer. 2 août 2023. Merci Sam. 3 juin.",
     ["Coucher de soleil sur la mer.", "deux août deux mille vingt-trois.", "Merci Sam.", "trois juin."]),
    # centuries after a preposition that starts a sentence
    ("de", "Im 15./16. Jahrhundert wurde sie gebaut. Sie steht.",
     ["Im fünfzehnten und sechzehnten Jahrhundert wurde sie gebaut.", "Sie steht."]),
    # an anonymised name ("M. X...", "Mme Y...") is its letter: no pause, no sentence's end
    ("fr", "Attendu que M. X... fait grief à l'arrêt de fixer à la somme de 114 100 euros le montant de la créance de "
     "Mme Y... à son égard, au titre des revenus personnels de celle-ci, dont il a disposé et qu'il a thésaurisés "
     "pendant le mariage ;",
     ["Attendu que Monsieur X fait grief à l'arrêt de fixer à la somme de cent quatorze mille cent euros le montant "
      "de la créance de Madame Y à son égard, au titre des revenus personnels de celle-ci, dont il a disposé et qu'il "
      "a thésaurisés pendant le mariage ;"]),
    ("fr", "Attendu que M. X... a saisi le tribunal ; que Mme Y... s'y est opposée. La société Z... a fait appel. Il "
     "attendit... Puis rien.",
     ["Attendu que Monsieur X a saisi le tribunal ; que Madame Y s'y est opposée.", "La société Z a fait appel.",
      "Il attendit.", "Puis rien."]),
    # a unit's full stop before an aside in lower case, "inkl." before a noun: no sentence's end, no stop said
    ("es", "Su torre campanario es la 2.ª más alta de España con 98 m. (incluida la veleta).",
     ["Su torre campanario es la segunda más alta de España con noventa y ocho metros (incluida la veleta)."]),
    ("es", "La torre mide 98 m. (con la veleta). El río tiene 12 km. de longitud. Mide 5 m. (Ver abajo.)",
     ["La torre mide noventa y ocho metros (con la veleta).", "El río tiene doce kilómetros de longitud.",
      "Mide cinco metros.", "(Ver abajo.)"]),
    ("de", 'Mit 723.000 Besuchern (7,44 Mio. Euro) - inkl. Previews: 817.000 Besucher; 8,37 Mio. Euro - hat '
     'Phantastische Tierwesen: Dumbledores Geheimnisse" am vergangenen Wochenende Platz eins der deutschen Kinocharts '
     'übernommen.',
     ["Mit siebenhundertdreiundzwanzigtausend Besuchern (sieben Komma vier vier Millionen Euro), inklusive Previews: "
      "achthundertsiebzehntausend Besucher; acht Komma drei sieben Millionen Euro, hat Phantastische Tierwesen: "
      "Dumbledores Geheimnisse am vergangenen Wochenende Platz eins der deutschen Kinocharts übernommen."]),
    # … before a sentence's opening word it ends one
    ("de", "Preis inkl. Versand: 10 Euro. Der Preis ist inkl. Die Lieferung folgt.",
     ["Preis inklusive Versand: zehn Euro.", "Der Preis ist inklusive.", "Die Lieferung folgt."]),
    # a French court's chamber abbreviated before the chamber's number: no sentence's end
    ("fr", "Cass. civ. 1re, 3 mai 2018, n° 17-13.410. Le délai court.",
     ["Cassation civile première, trois mai deux mille dix-huit, numéro dix-sept-treize mille quatre cent dix.",
      "Le délai court."]),
    # a German gazette's full stop before its part, year or page: no sentence's end; before a sentence's word it is
    ("de", "Veröffentlicht im BGBl. I S. 3 vom 5. Januar. Siehe BGBl. 2019 I S. 1724. Das steht im BGBl. Im Jahr "
     "danach kam mehr.",
     ["Veröffentlicht im Bundesgesetzblatt Teil eins Seite drei vom fünften Januar.",
      "Siehe Bundesgesetzblatt zweitausendneunzehn I Seite eintausendsiebenhundertvierundzwanzig.",
      "Das steht im Bundesgesetzblatt.", "Im Jahr danach kam mehr."]),
    # … but a unit's full stop before an aside a new sentence follows ends its sentence
    ("en", "The track is 5 km. (not including the loop) Runners start at 9.",
     ["The track is five kilometers.", "(not including the loop) Runners start at nine."]),
    # a number's full stop glued to the next sentence's capitalized word ends its sentence
    ("fr", "Le satellite Koreasat 6.Il s'agissait du premier lancement.",
     ["Le satellite Koreasat six.", "Il s'agissait du premier lancement."]),
    ("es", "El equipo quedó en el puesto 3.El entrenador dimitió.",
     ["El equipo quedó en el puesto tres.", "El entrenador dimitió."]),
    ("en", "The rover landed on Sol 6.It then began to drive.",
     ["The rover landed on Sol six.", "It then began to drive."]),
    ("de", "Sie wurde 3.Die Siegerin kam aus Kenia.", ["Sie wurde drei.", "Die Siegerin kam aus Kenia."]),
    # … not a decimal, a version, a Roman numeral, a German ordinal before its noun, a name's or a title's number
    ("fr", "La version 2.5 de la v6.Il et l'art. 6.II du code.",
     ["La version deux point cinq de la v6.Il et l'article six.II du code."]),
    ("de", "Er kam auf den 3.Platz. Es war die Nr.5 im Jahr 2020.",
     ["Er kam auf den dritten Platz.", "Es war die Nummer fünf im Jahr zweitausendzwanzig."]),
    ("en", "Visit site6.Com or example.Org for more.", ["Visit site6.Com or example.Org for more."]),
    ("en", "1.Introduction to the course.", ["one.Introduction to the course."]),
    # … nor inside brackets or at a glued list's numbers, whose number opens its item
    ("en", "The agenda (1.Introduction, 2.Methods, 3.Results) was approved.",
     ["The agenda (one.Introduction, two.Methods, three.Results) was approved."]),
    ("fr", "Le plan (1.Introduction, 2.Méthodes, 3.Résultats) a été validé.",
     ["Le plan (un.Introduction, deux.Méthodes, trois.Résultats) a été validé."]),
    ("en", "Steps: 1.Open the file 2.Click Save 3.Close the window.",
     ["Steps: one.Open the file two.Click Save three.Close the window."]),
    ("es", "1.Introducción 2.Métodos 3.Resultados", ["uno.Introducción dos.Métodos tres.Resultados"]),
    ("en", "Agenda 1.Welcome 2.Keynote 3.Lunch", ["Agenda one.Welcome two.Keynote three.Lunch"]),
    # "arts." runs on before a number where articles are cited ("see arts. 24"), not after "the liberal arts"
    ("en", "He studied the liberal arts. 3 of his friends did too.",
     ["He studied the liberal arts.", "three of his friends did too."]),
    ("en", "See arts. 24 and 25. The rights (arts. 3 and 4) apply.",
     ["See arts. twenty-four and twenty-five.", "The rights (arts. three and four) apply."]),
    # must not fire: "long." ends a sentence unless a degree of longitude; a denomination as a form's field
    ("en", "The bridge is 200 m long. 30 people died during its construction.",
     ["The bridge is two hundred meters long.", "thirty people died during its construction."]),
    ("en", "The list is very long. iPhone owners will want to skip it.",
     ["The list is very long.", "iPhone owners will want to skip it."]),
    ("de", "Religion: röm.-kath. Geburtsort: Köln.", ["Religion: röm.-kath.", "Geburtsort: Köln."]),
    ("de", "Der Mann ist ev.-luth. Kinder haben sie keine.", ["Der Mann ist ev.-luth.", "Kinder haben sie keine."]),
    # rt38am: a ruler's number with its full stop before a word in lower case ends no sentence (must not fire: before
    # a capital, after a product's name)
    ("en", "CHARLES II. was king.", ["CHARLES the Second was king."]),
    ("en", "He read Louis XIV. then slept.", ["He read Louis the Fourteenth then slept."]),
    ("en", "The king was Louis XIV. He died.", ["The king was Louis the Fourteenth.", "He died."]),
    ("en", "Rocky II. iPhone owners use it.", ["Rocky II.", "iPhone owners use it."]),
    ("de", "Kaiser Wilhelm II. dankte ab.", ["Kaiser Wilhelm der Zweite dankte ab."]),
    # rt38am: a Spanish "hs." glued to its time before a word in lower case ends no sentence (must not fire: before a
    # capital)
    ("es", "El acto será a las 12:30hs. en la plaza mayor.",
     ["El acto será a las doce horas y treinta minutos en la plaza mayor."]),
    ("es", "La cita es a las 21:30hs. Habrá música.",
     ["La cita es a las veintiuna horas y treinta minutos.", "Habrá música."]),
    # rt38am: a French standard's dotted number and a law report's series end no sentence (must not fire: a number
    # after a name's initial and a full stop)
    ("fr", "Selon la norme NF P. 92. 507, il est classé.",
     ["Selon la norme NF P quatre-vingt-douze-cinq cent sept, il est classé."]),
    ("en", "See 55 F. Supp. 2d 100.", ["See fifty-five F Supp second one hundred."]),
    ("en", "He met Dr. J. R. Smith. 12 people came.", ["He met Doctor J. R. Smith.", "twelve people came."]),
    # mf38: a letter, a number and a full stop end a sentence before a digit, outside a French standard's number
    ("en", "See Appendix B. 12. 30 people replied.", ["See Appendix B. twelve.", "thirty people replied."]),
    ("fr", "Voir l'annexe A. 3. 12 personnes sont venues.",
     ["Voir l'annexe A. trois.", "douze personnes sont venues."]),
    # rt38an R3: an abbreviation's full stop inside a clause ends no sentence: after an article and a word written
    # short, between a law report's volume and its page, after a councillor's title (must not fire: an article and a
    # word with an adjective's ending, "im voraus", a count of things before a number)
    ("de", "Die Grenze an der österr. Seite ist lang.", ["Die Grenze an der österreichischen Seite ist lang."]),
    ("de", "Das Kloster gehörte zum ehem. Fürstbistum Bamberg.",
     ["Das Kloster gehörte zum ehemaligen Fürstbistum Bamberg."]),
    ("de", "Er nahm den grünen. Seine Frau nahm den roten.", ["Er nahm den grünen.", "Seine Frau nahm den roten."]),
    ("de", "Vielen Dank im voraus. Peter kommt.", ["Vielen Dank im voraus.", "Peter kommt."]),
    ("de", "Ich esse noch ein bisschen. Morgen geht es weiter.",
     ["Ich esse noch ein bisschen.", "Morgen geht es weiter."]),
    ("en", "See 17 Stat. 13 for the text.", ["See seventeen Statutes at Large thirteen for the text."]),
    ("en", "The motion was proposed by Cllr. Jones. Cllr Smith seconded it.",
     ["The motion was proposed by Councillor Jones.", "Councillor Smith seconded it."]),
    ("en", "I have 3 Macs. 2 are old.", ["I have three Macs.", "two are old."]),
    # mend38: a short word after an article or a pronoun ends a sentence unless it is a known abbreviated adjective
    ("de", "Das stimmt. Peter hat recht.", ["Das stimmt.", "Peter hat recht."]),
    ("de", "Der Mann, der kam. Peter sah ihn.", ["Der Mann, der kam.", "Peter sah ihn."]),
    ("de", "Das geht. Morgen mehr.", ["Das geht.", "Morgen mehr."]),
    ("en", "The patient was given 5 Stat. 10 minutes later more.",
     ["The patient was given five Stat.", "ten minutes later more."]),
])
def test_titles_keep_their_sentence_and_abbreviations_ending_one_keep_its_break(
    language: str, text: str, expected: list[str]
) -> None:
    assert [for_speech(sentence, language) for sentence in split_sentences(text, language)] == expected
