import type { DocumentType } from '../../domain/document';

/** A kind of supporting document: how to recognise a request for it, and what satisfies it. */
export interface DocumentKind {
  id: string;
  name: string;
  description: string;
  examples: string[];
  documentTypes: DocumentType[];
  patterns: RegExp[];
  /**
   * Its names in the other marketplace languages (Rechnung, facture, 改善計画 …): read only in a
   * notice written in one of them, so English notices do not pay for them.
   */
  localPatterns?: RegExp[];
}

export const documentCatalog: DocumentKind[] = [
  {
    id: 'supplier-invoices',
    name: 'Supplier Invoices',
    description:
      'Invoices from your supplier or manufacturer showing the purchase of the units you sell.',
    examples: [
      'Invoices dated within the last 365 days',
      'Supplier name, address, phone and website on each invoice',
      'Quantities covering the units sold',
    ],
    documentTypes: ['Invoice'],
    patterns: [
      /\binvoices?\b/i,
      /\b(sales|purchase|purchasing|supply) contracts?\b/i,
      // "receipt" as a paper, not the act of receiving ("non-receipt", "upon receipt", "receipt of your inventory")
      /(?<!\bnon-|\b(?:upon|on|after|before|since|of|the|delay|delays|confirm) )\breceipts?\b(?!\s+of\b)/i,
      // Chinese and Japanese notices: 发票 / 請求書 / 納品書
      /发票|發票|請求書|納品書|インボイス/,
      /proof of purchase/i,
      /\bbills? of sale\b/i,
      /purchase orders?/i,
      /order confirmations?/i,
    ],
    localPatterns: [
      /领収書|領収書|收据|收據|订货单|訂貨單|采购订单|採購訂單/,
      /\b(Einkaufs|Liefer(anten)?)?[Rr]echnung(en)?\b|\bfactures?\b(?! d['\u2019](électricité|eau|gaz)| de (services publics|gaz|téléphone))|\bfacturas?\b(?! de (luz|agua|gas|servicios|teléfono))|\bfattur[ae]\b(?! d(i|el|ella) (luce|acqua|gas|utenze|telefono))|\bfactu(ur|ren)\b|\bfaktur(a|y|ę|ami|ach|or|orna)?\b/i,
      // Brazil's nota fiscal, Portuguese and Turkish "fatura" (not a utility's: "fatura de luz")
      /\bnotas? fisca(l|is)\b|\bfaturas?\b(?! de (luz|água|agua|gás|gas|energia|telefone|internet))|\bfaturalar/i,
    ],
  },
  {
    id: 'authorization-letter',
    name: 'Authorization Letter',
    description:
      'A letter from the brand owner, manufacturer or authorized distributor allowing you to sell the product.',
    examples: [
      'Letter of authorization (LOA) from the brand owner',
      'Distributor agreement or license agreement',
    ],
    documentTypes: ['Letter'],
    patterns: [
      /letters? of (authori[sz]ation|authority)/i,
      /authori[sz]ation letter/i,
      /\bLOA\b/,
      /licen[cs](e|ing) agreements?/i,
      /\b(distribution|distributor|reseller|supply) agreements?\b/i,
      /letter from the (brand owner|brand|manufacturer|trademark owner|rights owner)\b/i,
      /\bauthori[sz]ing you to (sell|list|distribute)\b/i,
      /written (authori[sz]ation|permission)/i,
      /授权书|授權書|授权信|許諾書|委任状/,
      /authori[sz]ation from the (brand|trademark|rights) owner/i,
      // "proof that you are authorized to sell", "permission from the brand owner"
      /\b(proof|evidence|documentation|documents?) (that |showing (that )?|demonstrating (that )?)?(you are|you're|of being) (an )?authori[sz]ed (to sell|to list|reseller|distributor|dealer|retailer)/i,
      /\bpermission (letter )?from the (brand|trademark|rights|copyright|patent) (owner|holder)/i,
      /\b(proof of (a )?|an? |your )licen[cs]e (from|issued by|granted by) the (brand|trademark|rights|copyright|patent) (owner|holder)/i,
      /\bagreement with the (brand|trademark|rights|copyright) (owner|holder)\b/i,
      /\b(brand|manufacturer|distributor) authori[sz]ation (letter|document\w*|certificate)/i,
      // "a brand authorisation issued by the manufacturer": the paper named by what it grants
      /\b(brand|manufacturer|distributor|reseller|dealer)['\u2019]?s? authori[sz]ation\b/i,
      /\bauthori[sz]ed (dealer|distributor|reseller|retailer|seller)(ship)? (certificate|letter|agreement)s?\b|\bdealership (certificate|agreement)s?\b/i,
      /\b(written )?consent (from|of) the (brand|trademark|rights) (owner|holder)|\b(brand|trademark|rights) (owner|holder)['\u2019]s (written )?(consent|permission|authori[sz]ation)\b/i,
    ],
    localPatterns: [
      /Autorisierungsschreiben|Genehmigungsschreiben|Lizenzvereinbarung|Vertriebsvereinbarung|Händlervertrag|lettre d['\u2019]autorisation|carta de autorización|lettera di autorizzazione|autorisatiebrief|machtigingsbrief|contrat de (licence|distribution)|contrato de (licencia|distribución)|contratto di (licenza|distribuzione)/i,
      // "Vollmacht", Portuguese, Polish, Turkish and Swedish names of the letter
      /\bVollmacht\b|carta de autoriza(ção|cao)|pism[oa] upoważniając|\bupoważnieni[ae]\b|list autoryzacyjny|yetki belgesi|yetkilendirme (belgesi|mektubu)|auktoriseringsbrev|\bfullmakt\b/i,
    ],
  },
  {
    id: 'safety-certification',
    name: 'Safety Certification',
    description: 'A certificate showing the product meets the safety standards that apply to it.',
    examples: [
      "Children's Product Certificate (CPC)",
      'General Certificate of Conformity (GCC)',
      'UL, ETL or CSA certification',
    ],
    documentTypes: ['Certificate'],
    patterns: [
      /children'?s product certificate/i,
      /\bCPC\b/,
      /general certificate of conformity/i,
      /\bGCC\b/,
      /certificate of (compliance|conformity)/i,
      /\bCoC\b/,
      /\b(UL|ETL|CSA)\b[^.\n]{0,40}certif/i,
      /safety certific/i,
      /\bsafety [^.]{0,30}\band certification\b/i,
      // A notified body's certificate under an EU directive or regulation
      /\b(EC|EU) type[- ]examination certificates?\b/i,
      /\b(UL|ETL|CSA)[- ]?(listed|listing|mark)\b/,
      // A radio device's US authorisation, as Japan's giteki below
      /\bFCC (ID|grant|equipment authori[sz]ation)\b/,
      /\bPSE (mark|certificat\w*|documentation)/i,
      // A certification named by its mark or scheme: "CE certificate", "FCC certification", "UL 2272 certificate"
      // India's BIS and ISI, Australia's RCM, Saudi Arabia's SASO, the UAE's ECAS, Singapore's IMDA;
      // also with the scheme's own word between ("BIS registration certificate", "CE conformity certificate")
      /\b(CE|FCC|UKCA|CB|RoHS|REACH|KC|CCC|GS|NOM|NSF|DOT|SNELL|BIS|ISI|RCM|SASO|ECAS|IMDA|UL(?:[- ]?\d{3,4}[A-Z]?)?)\s+(?:(?:registration|conformity|compliance|approval|licen[cs]e)\s+)?(certificates?|certifications?|certified)\b/,
      /(documentation|evidence|proof)[^.]{0,60}compl(iant|iance) with[^.]{0,40}safety standards?/i,
    ],
    localPatterns: [
      // Japan's radio-law certificate (技術基準適合証明書, 技適), the PSE mark and the conformity
      // inspection certificate a specified electrical product needs (適合性検査証明書)
      /PSE\s*マーク|適合性検査証明|技術基準適合証明|工事設計認証|技適|certificat de conformité|certificado de conformidad|certificato di conformità|Konformitätszertifikat/i,
    ],
  },
  {
    id: 'laboratory-test-reports',
    name: 'Laboratory Test Reports',
    description:
      'Test reports from an accredited (for children\u2019s products, CPSC-accepted) laboratory.',
    examples: [
      'ASTM F963 or EN 71 test report',
      'UL / EN test report for electrical products',
      'Certificate of analysis (COA)',
    ],
    documentTypes: ['Test Report'],
    patterns: [
      /test reports?/i,
      /lab(oratory)? reports?/i,
      /\b(test|lab(oratory)?) results/i,
      /certificates? of analysis/i,
      /\bCOA\b/,
      /\bUN\s?38\.3\b[^.]{0,40}(test )?summary/i,
      /\bUN\s?38\.3 (test )?(reports?|certificates?)/i,
      // An inspection body's report on the goods: "the inspection report", "pre-shipment inspection"
      /\b(inspection|analysis) reports?\b/i,
      /\b(battery )?test summary\b/i,
      /\bISO(\/IEC)?[ -]?17025\b/i,
      /\btested (by|at|in) (an? )?(accredited|cpsc|iso|third[- ]party|independent)\b[^.]{0,40}\blab/i,
      /\b(safety )?testing data\b/i,
      /\btesting (documentation|documents|evidence|certificates?)\b/i,
      /\b(test|testing) (data|documentation|certificates?)\b/i,
      /\bthird[- ]party (lab(oratory)? )?testing\b/i,
      /testing, inspection,? and certification/i,
      /(检测|测试|檢測|測試)报告|(試験|検査)(成績書|報告書)|テストレポート/,
      /(documentation|evidence|proof)[^.]{0,60}compl(iant|iance) with[^.]{0,40}safety standards?/i,
    ],
    localPatterns: [
      /自主検査記録|試験成績書|Prüfberichte?|Testberichte?|Prüfzeugnis(se)?|rapports? d['\u2019]essai|rapports? de test|informes? de (prueba|ensayo)|rapport[oi] di prova|testrapport(en|er)?|检测報告|檢測報告|测试报告/i,
      /sprawozdani[ae] z bada|raport(u|y)? z bada|relatórios? de (ensaio|teste)|laudos? (técnicos? )?de (ensaio|teste)|\btest raporu|\btest raporlar|provningsrapport/i,
    ],
  },
  {
    id: 'declaration-of-conformity',
    name: 'Declaration of Conformity',
    description:
      'The manufacturer\u2019s declaration that the product conforms to the applicable directives (e.g. CE marking).',
    examples: ['EU Declaration of Conformity', 'UK Declaration of Conformity (UKCA)'],
    documentTypes: ['Certificate'],
    patterns: [
      /declaration of conformity/i,
      /\bconformity declaration\b/i,
      /\bDoC\b/,
      /\bstatement of conformity\b/i,
      // "the UKCA declaration", "an EU declaration": the declaration named by its mark or market
      /\b(UKCA|CE|EU|UK) declaration\b/,
      // Food-contact materials are declared conform by their maker (EU 10/2011, FDA 21 CFR)
      /\bfood[- ]contact (materials? )?(declaration|compliance statement)\b/i,
    ],
    localPatterns: [
      /Konformitätserklärung|déclaration (UE |CE )?de conformité|declaración (UE |CE )?de conformidad|dichiarazione (UE |CE )?di conformità|conformiteitsverklaring|deklaracj[aięe] zgodności|適合宣言書|符合性声明|符合性聲明/i,
      /declaração (UE |CE )?de conformidade|uygunluk beyan|försäkran om överensstämmelse/i,
    ],
  },
  {
    id: 'product-images',
    name: 'Product Images',
    description: 'Photos of the product, its labels and packaging.',
    examples: [
      'Main image on a white background',
      'Photos of the label and packaging',
      'Photos showing warnings or markings',
    ],
    documentTypes: ['Image'],
    patterns: [
      /\bimages?\b/i,
      // Not a "photo ID", which proves an identity (proof-of-identity)
      /\bphotos?\b(?![- ]?(id|identification|identity)\b)/i,
      /\bphotographs?\b/i,
      /\bpictures?\b/i,
      /\bscreenshots?\b/i,
      /\bproduct label\b/i,
      /\b(product|packaging|warning|tracking) labels\b|\b(packaging|warning|tracking) label\b/i,
      /\b(product )?packaging (and|or|with) labels?\b|\blabels? (and|or) packaging\b/i,
      // "a copy of the label showing the CE marking", "the label artwork"
      /\b(copy|copies|scans?|artwork) of (the |your |each )?(product |packaging |warning )?labels?\b|\b(label|packaging) (artwork|copy|copies|scans?)\b/i,
    ],
    localPatterns: [
      /\b(Produkt)?(Bild(er)?|Fotos?)\b|\bimágenes\b|\bimagen\b|\bimmagini\b|\bfoto('s)?\b|\bafbeelding(en)?\b|照片|图片|圖片|写真|画像/i,
      // "fotografías", "fotografie", "fotoğraflar", "zdjęcia", "imagens", "bilder", "görseller"
      /\bfotograf|\bfotoğraf|\bzdj[eę]ci[ae]|\bzdjęć|\bimagens\b|\bbilder(na)?\b|\bgörsel(ler)?\b/i,
    ],
  },
  {
    id: 'safety-data-sheet',
    name: 'Safety Data Sheet',
    description:
      'A GHS-compliant Safety Data Sheet (SDS/MSDS) from the manufacturer, including transport information.',
    examples: ['SDS with all 16 sections', 'Section 14 transport information'],
    documentTypes: ['Other', 'Certificate'],
    patterns: [/safety data ?sheets?/i, /\bM?SDS\b/],
    localPatterns: [
      /Sicherheitsdatenbl[aä]tt(er)?|fiches? de données de sécurité|fichas? de datos de seguridad|sched[ae] (di )?(dati )?di sicurezza|veiligheidsinformatiebla(d|den)|安全技术说明书|安全技術說明書|安全データシート/i,
      /kart[aęy] charakterystyki|ficha de (dados|informações) de segurança|\bFISPQ\b|güvenlik bilgi formu|säkerhetsdatablad|安全数据表|安全數據表|安全资料表/i,
    ],
  },
  {
    id: 'hazmat-exemption-sheet',
    name: 'Hazmat Exemption Sheet',
    description: 'An exemption sheet showing the product is not regulated as a dangerous good.',
    examples: ['Battery exemption sheet', 'Non-flammable liquid exemption sheet'],
    documentTypes: ['Other', 'Certificate'],
    patterns: [/exemption sheets?/i],
  },
  {
    id: 'plan-of-action',
    name: 'Plan of Action',
    description:
      'Your plan of action: the root cause, what you have done to fix it, and how you will prevent it.',
    examples: ['Root cause', 'Corrective actions taken', 'Preventive measures'],
    documentTypes: ['Letter', 'Other'],
    patterns: [
      /plan of action/i,
      /\b(action|remediation|corrective action|improvement) plan\b/i,
      /\bPOA\b/,
      /corrective actions?/i,
      /\b(send us|submit|acceptable|your) (a |an )?plan\b/i,
      /\ba plan (with|that|to|explaining|describing)\b/i,
      /\broot causes?\b/i,
      /\b(actions|steps) you (have )?(taken|take|will take) to (resolve|fix|address|prevent)\b/i,
      /\bdescription of what you have (fixed|changed|corrected)\b/i,
      /\b(create|creating|write|writing|prepare|preparing|revise|revising) (your|a|an|the) plan\b/i,
      /\bgreater detail on the (issue|actions|steps|root)/i,
      // What a plan of action is made of, asked for in other words
      /\b(measures|steps|actions|changes) (that )?you (have )?(taken|implemented|made|put in place|will (take|implement|make))\b/i,
      /\bhow you (will|plan to|intend to) (prevent|avoid)\b/i,
      /\b(preventive|preventative) (measures|steps|actions)\b/i,
      /\bwhat caused (the|this|these) (issues?|problems?|violations?)\b/i,
    ],
    localPatterns: [
      /Maßnahmenplan|Aktionsplan|plan d['\u2019]action|plan de acción|piano d['\u2019]azione|piano di azione|plan van aanpak|actieplan|改善計画|改善计划|行动计划|行動計劃|整改计划|是正措置|纠正措施/i,
      /plan działania|plano de ação|eylem planı|åtgärdsplan/i,
    ],
  },
  {
    id: 'rights-owner-retraction',
    name: 'Retraction from the Rights Owner',
    description: 'A written retraction of the complaint, sent by the rights owner to Amazon.',
    examples: ['Retraction e-mail from the rights owner to notice-dispute@amazon.com'],
    documentTypes: ['Letter'],
    patterns: [
      /retraction/i,
      /\b(complaints?|notices?|claims?) (was|were|has been|have been|is|are) (withdrawn|retracted)\b/i,
      /\bretract (the|their|its|this|that) (complaint|notice|claim)/i,
    ],
  },
  {
    id: 'patent-attorney-opinion',
    name: 'Patent Attorney Opinion',
    description: 'A non-infringement opinion from a licensed attorney.',
    examples: ['Non-infringement opinion letter'],
    documentTypes: ['Letter', 'Other'],
    patterns: [
      /(non-infringement|legal) opinion/i,
      /opinion from an? (licensed )?(patent )?attorney/i,
      /\b(letter|statement|analysis|report) (from|by|signed by) (an?|your|the) (licensed |qualified |registered )?(patent )?(attorney|lawyer|agent)\b/i,
    ],
  },
  {
    id: 'proof-of-delivery',
    name: 'Proof of Delivery',
    description: 'Carrier documents showing what was delivered to the fulfillment center.',
    examples: ['Carrier-signed proof of delivery (POD)', 'Bill of lading', 'Packing list'],
    documentTypes: ['Other', 'Invoice'],
    patterns: [
      /proof of delivery/i,
      /evidence of delivery/i,
      /\bPOD\b/,
      /bill of lading/i,
      /packing (list|slip)s?/i,
      /tracking (numbers?|information|details)/i,
      // Other carriers' papers: a delivery note, an air waybill, proof of shipment
      /\b(delivery notes?|delivery receipts?|consignment notes?|(air ?)?way ?bills?|airway bills?|proof of (shipment|shipping|dispatch))\b/i,
      /\bAWB\b/,
      /\bshipping (documents|documentation|papers)\b/i,
    ],
  },
  {
    id: 'product-authenticity-documentation',
    name: 'Product Authenticity Documentation',
    description: 'Documents proving the products are genuine.',
    examples: [
      'Certificate of authenticity',
      'Brand owner confirmation',
      'Invoices tracing the product to the brand',
    ],
    documentTypes: ['Invoice', 'Certificate', 'Letter'],
    patterns: [
      /proof of authenticity/i,
      /authenticity (documentation|documents|certificate)/i,
      /certificate of authenticity/i,
      // "a letter from your supplier confirming the products are authentic"
      /\b(confirm\w*|prov(e|es|ing)|verif\w*|certif\w*|stat(e|es|ing)|show(s|ing)?|demonstrat\w*) (that )?(the|your|these|this|all) (products?|items?|goods|units?|inventory) (is|are) (authentic|genuine)\b/i,
    ],
  },
  {
    id: 'chain-of-custody-documentation',
    name: 'Chain of Custody Documentation',
    description:
      'Documents that trace the units from the manufacturer to you and to the fulfillment center.',
    examples: ['Manufacturer to distributor to you invoices', 'Shipping documents'],
    documentTypes: ['Invoice', 'Letter', 'Other'],
    patterns: [
      /chain of custody/i,
      /import\s*(and|\/)\s*export documents/i,
      /customs (documents|declarations?|entry|entries|clearance documents)/i,
      /\bimporter of record (documentation|documents|records|paperwork)\b/i,
      /supply chain (verification|documents?|documentation)/i,
      /\b(documentation|documents|evidence|proof) of (your |the |a (valid )?)?supply chain\b/i,
    ],
  },
  {
    id: 'product-specification-sheet',
    name: 'Product Specification Sheet',
    description:
      'The manufacturer\u2019s specification sheet: dimensions, weight, materials, model and part numbers.',
    examples: ['Manufacturer spec sheet', 'Technical data sheet'],
    documentTypes: ['Other', 'Test Report'],
    patterns: [
      /spec(ification)? sheets?/i,
      /technical (data )?(sheet|specifications?)/i,
      /\bproduct specifications?\b/i,
      /\bmanufacturer['\u2019]?s? specifications?\b/i,
      /(?<!safety )\bdata ?sheets?\b/i,
      /\bbill of materials\b/i,
    ],
  },
  {
    id: 'brand-registry-documentation',
    name: 'Brand Registry Documentation',
    description: 'Proof that you own or may use the brand.',
    examples: ['Trademark registration certificate', 'Brand Registry approval'],
    documentTypes: ['Certificate', 'Letter', 'Other'],
    patterns: [
      /brand registry/i,
      /(trademark|brand) registration/i,
      /\btrademark (certificates?|registration (certificate|number))/i,
      /\b(proof|evidence) of (your )?(trademark|brand) ownership\b/i,
      /\b(proof|evidence) (that )?you own the (brand|trademark)\b/i,
    ],
  },
  {
    id: 'product-categorization-justification',
    name: 'Product Categorization Justification',
    description: 'A short explanation of why the product belongs in the category you ask for.',
    examples: ['Intended use and target customer', 'Comparable products in that category'],
    documentTypes: ['Other', 'Letter'],
    patterns: [/justification/i, /why the product belongs/i, /categori[sz]ation/i],
  },
  {
    id: 'business-license',
    name: 'Business License or Registration',
    description:
      'Proof your business is registered: a business license, registration or incorporation certificate.',
    examples: ['Business license', 'Certificate of incorporation', 'Company registration extract'],
    documentTypes: ['Certificate', 'Other'],
    patterns: [
      /business (licen[cs]e|registration)/i,
      /(certificate|articles) of (incorporation|registration)/i,
      /company registration/i,
      /\bD-?U-?N-?S( number)?\b/,
      /\b(articles of organi[sz]ation|certificate of (good standing|formation)|trade licen[cs]e|commercial regist(ration|er) (certificate|extract))\b/i,
      // A food business's own licence: cottage food, food establishment, retail food
      /\b(cottage food|food establishment|retail food|food business) (licen[cs]e|permit|registration)\b/i,
      /registration (certificate|document) (of|for) (your|the) (business|company)/i,
      // "an incorporation certificate", a register's extract, the UK's and Singapore's registers
      /\b(incorporation certificate|trade regist(er|ry) extract|extract from the (trade|commercial|companies) regist(er|ry)|Companies House (registration|record|certificate|extract))\b/i,
      /\b(ACRA|UEN)\b/,
      /营业执照|營業執照|登記簿謄本|履歴事項全部証明書/,
    ],
    localPatterns: [
      /Gewerbeanmeldung|Gewerbeschein|Handelsregisterauszug|extrait (K\s?bis|du registre du commerce)|\bK\s?bis\b|visura camerale|uittreksel (uit het )?handelsregister|KvK-uittreksel/i,
    ],
  },
  {
    id: 'proof-of-identity',
    name: 'Proof of Identity',
    description: 'A government-issued photo ID of the account holder or primary contact.',
    examples: ['Passport', 'National ID card', "Driver's license"],
    documentTypes: ['Other', 'Image'],
    patterns: [
      /proof of (identity|ID\b|identification)/i,
      /verify your[^.]{0,40}\bidentity\b/i,
      /identity verification/i,
      /identity (document|verification|card)/i,
      /\bidentity and [a-z ]{1,20}verification\b/i,
      /government[- ]issued (photo )?(id|identification)/i,
      /\bpassport\b/i,
      /(national )?id card/i,
      /driver['\u2019]?s licen[cs]e|\bdriving licen[cs]e/i,
      // National IDs of the English-language marketplaces: the UAE, India, Singapore
      /\b(Emirates ID|Aadhaa?r|NRIC|voter ID)\b/i,
      // "your ID document", "a selfie holding your ID": ID in capitals, as a paper
      /\b(ID (documents?|proof)|([Yy]our|[Aa]n) ID)\b/,
      /photo (id|identification)/i,
      /personal (identification|identity card|id)\b/i,
      // "a valid government ID", "a copy of your ID": ID in capitals, after words that make it a paper
      /\b([Vv]alid|[Gg]overnment|[Pp]hoto|[Nn]ational|[Pp]ersonal|copy of (your|an?|the)) ID\b/,
      /\bidentification documents?\b/i,
      /\b(residence permit|national identity card)\b/i,
      /身份证|身份證|护照|護照|パスポート|身分証明書|運転免許証/,
    ],
    localPatterns: [
      /Personalausweis|Reisepass|Ausweisdokument|pièce d['\u2019]identité|carte d['\u2019]identité|passeport|pasaporte|documento (nacional )?de identidad|passaporto|carta d['\u2019]identità|paspoort|identiteitskaart|dowód osobisty/i,
    ],
  },
  {
    id: 'utility-bill',
    name: 'Utility Bill',
    description: 'A recent utility bill proving the business or contact address.',
    examples: ['Electricity, gas, water or phone bill from the last 90 days'],
    documentTypes: ['Other', 'Invoice'],
    patterns: [
      /utilit(y|ies) bills?/i,
      /(electricity|gas|water|phone|telephone|internet|broadband) (bill|statement)s?/i,
      /utility (statement|invoice)s?/i,
      /proof of address/i,
      /\b(council tax|landline) (bill|statement)s?\b/i,
      /\baddress proof\b/i,
      /(煤气|天然气|电力|电费|自来水|水费|燃气)[^。\n]{0,30}账单|公共料金/,
    ],
    localPatterns: [
      /(Strom|Gas|Wasser|Telefon|Internet|Versorger|Nebenkosten)rechnung|factures? d['\u2019](électricité|eau|gaz)|factures? de (services publics|gaz|téléphone)|facturas? de (luz|agua|gas|servicios|teléfono)|bollett[ae]|fattur[ae] d(i|el|ella) (luce|acqua|gas|utenze|telefono)|energierekening|nutsrekening/i,
    ],
  },
  {
    id: 'bank-statement',
    name: 'Bank or Credit Card Statement',
    description: 'A statement from the bank account or credit card on the seller account.',
    examples: ['Bank account statement', 'Credit card statement'],
    documentTypes: ['Other'],
    patterns: [
      /bank (account )?statements?/i,
      /\bstatements? (from|issued by) (your|the) bank\b/i,
      /credit card statements?/i,
      // What else proves the bank account: the bank's letter, a voided or cancelled cheque
      /\bbank (reference |account verification |verification |confirmation )?letter\b|\b(voided|cancell?ed) (cheque|check)s?\b/i,
    ],
    localPatterns: [
      /Kontoauszug|Bankauszug|relevé (bancaire|de compte)|extracto (bancario|de cuenta)|estratto conto|bankafschrift|银行对账单|銀行對帳單|銀行取引明細/i,
    ],
  },
  {
    id: 'liability-insurance',
    name: 'Proof of Liability Insurance',
    description:
      "A certificate of insurance from your insurer showing commercial liability cover for the products you sell, with the limits and insured parties Amazon's insurance policy asks for.",
    examples: [
      'Certificate of insurance (COI) issued by your insurer',
      'Commercial general, umbrella or excess liability policy, occurrence based',
      'Amazon named as additional insured, limits and deductible shown',
    ],
    documentTypes: ['Certificate', 'Other'],
    patterns: [
      /\b(proof|evidence|certificate|certification) of (commercial |general |product )?(liability )?insurance\b/i,
      /\b(commercial|general|product|public) liability (insurance|policy|coverage)\b/i,
      /\b(liability )?insurance (certificate|policy|coverage)\b/i,
      /\bCOI\b/,
    ],
    localPatterns: [
      /(Betriebs|Produkt)?[Hh]aftpflichtversicherung|assurance (de )?responsabilité civile|seguro de responsabilidad civil|assicurazione (di |per la )?responsabilità civile|aansprakelijkheidsverzekering|责任保险|責任保險|責任保険|保险证明|保險證明|保険証明/i,
    ],
  },
  {
    id: 'tax-registration',
    name: 'Tax or VAT Registration',
    description:
      'Proof of the tax registration Amazon asks about: a VAT registration certificate, a tax identification document, or proof of where the business is established for tax.',
    examples: [
      'VAT registration certificate',
      'Tax identification document (W-9, EIN letter)',
      'Proof of establishment for VAT',
    ],
    documentTypes: ['Certificate', 'Other'],
    patterns: [
      /\bVAT (registration|certificate|number|ID|identification)\b/i,
      /\btax (registration|identification|ID|certificate|residency certificate|documents?)\b/i,
      /\b(W-9|W-8BEN(-E)?|EIN (letter|confirmation))\b/,
      /\bproof of (EU |UK )?(establishment|residence|residency)\b[^.]{0,20}\b(VAT|tax)\b/i,
      /\b(VAT|tax) (establishment|residency)\b/i,
      // The EU customs number an importer of record holds
      /\bEORI( number)?\b/i,
      // A US resale (sales-tax exemption) certificate
      /\b(resale|reseller['\u2019]?s?) (certificate|permit|license)\b/i,
      /\bseller['\u2019]?s? permit\b/i,
      // Tax numbers of the English-language marketplaces: India's GST and PAN, Australia's ABN,
      // the UAE's TRN, Canada's GST/HST and business number, the US EIN confirmation (147C)
      /\b(GSTIN|GST(\/HST)?|HST|ABN|TRN|PAN|TIN)\b (registration|certificate|number|card|details)/,
      /\b(CRA )?business number\b|\bEIN (verification|assignment) letter\b|\b147C\b/i,
    ],
    localPatterns: [
      /Umsatzsteuer-?Identifikationsnummer|USt-?IdNr|Steuernummer|numéro de TVA|partita IVA|número de IVA|btw-nummer|税务登记|稅務登記/i,
    ],
  },
  {
    id: 'supplier-contact-information',
    name: 'Supplier Contact Information',
    description:
      'Name, address, phone number, e-mail and website of your supplier, so Amazon can verify them.',
    examples: ['Supplier name, address, phone, e-mail and website'],
    documentTypes: ['Letter', 'Other'],
    patterns: [
      // The manufacturer's contact details serve the same check when the seller buys from it
      /(supplier|provider|vendor|distributor|manufacturer)(['\u2019]s|s['\u2019])? contact/i,
      /contact (information|details) (of|for|about) (your|the|each) (supplier|provider|vendor|distributor|manufacturer)s?/i,
      /\b(name|address|phone number|e-?mail address|website)\b[^.]{0,50}\bof (your|the|each) suppliers?\b/i,
      /suppliers?('s)? (name, )?(address|phone|website|e-?mail)/i,
      /(business )?(details|information) (for|of|about) (your|the) suppliers?/i,
      /\bsupplier('s|s')? (details|contact information|information)\b/i,
    ],
    localPatterns: [
      /(供应商|供應商)的?(联系|聯繫|聯系|聯絡)|(仕入れ?先|サプライヤー)の?連絡先|Kontakt(daten|informationen|angaben) (Ihres|des|Ihrer|der) (Lieferanten|Zulieferer)|coordonnées (de votre|du|des) fournisseurs?|datos de contacto (de su|del|de los) proveedor(es)?|(dati|informazioni) di contatto del fornitore|contactgegevens van (uw|de) leverancier/i,
      /dane kontaktowe dostawc|(informações|dados) de contato do fornecedor|tedarikçi(nin|nizin)? iletişim|leverantörens kontakt/i,
    ],
  },
  {
    id: 'user-manual',
    name: 'User Manual or Instructions',
    description:
      'The instructions for use shipped with the product, including its safety warnings.',
    examples: ['User manual', 'Instructions for use', 'Safety warnings in the local language'],
    documentTypes: ['Other'],
    patterns: [
      /users?['\u2019]?s? (manual|guide)/i,
      /instructions? (for use|manual)/i,
      // The EU's General Product Safety Regulation asks for a product's warnings and safety information
      /\b(warnings? and safety|safety and warnings?) information\b/i,
      /\binformation (related to|relating to|about|on|regarding|concerning) (the product['\u2019]s )?(warnings?|safety warnings?)\b/i,
      /\b(product|owner['\u2019]?s|operating|instruction|operation) manuals?\b/i,
      /safety (warnings?|information) (in|written in)/i,
      // "the instructions that ship with the product", "assembly instructions"
      /\b(product|usage|assembly|operating|installation|care) instructions\b/i,
      /\binstructions (that (ship|come|are (supplied|included|provided))|supplied|included|provided|shipped) with\b/i,
    ],
    localPatterns: [
      /Bedienungsanleitung|Gebrauchsanweisung|Benutzerhandbuch|Betriebsanleitung|mode d['\u2019]emploi|manuel d['\u2019]utilisation|notice d['\u2019]utilisation|manual de (usuario|instrucciones)|instrucciones de uso|manuale (d['\u2019]uso|utente|di istruzioni)|istruzioni per l['\u2019]uso|gebruiksaanwijzing|handleiding|说明书|說明書|取扱説明書|取り扱い説明書|使用説明書/i,
      /bruksanvisning|instrukcj[aęi] obsługi|manual (do usuário|de instruções)|kullan(ım|ma) kılavuzu/i,
    ],
  },
  {
    id: 'regulatory-registration',
    name: 'Regulatory Registration',
    description:
      'The registration or listing number a regulator issued for the product or producer.',
    examples: [
      'EPA registration or establishment number',
      'CPNP notification',
      'FDA 510(k) number',
      'EPR registration number',
    ],
    documentTypes: ['Certificate', 'Other'],
    patterns: [
      /\bCPNP\b/,
      /\bEPA (registration|establishment|reg\.?) (number|no)/i,
      /\bEPA\b[^.]{0,20}\b(FIFRA )?registration\b/i,
      /\b510\s?\(k\)/i,
      /\bEPR\b/,
      /(FDA|EPA) (registration|clearance|listing|approval)/i,
      /\bFDA (facility|establishment|food facility|device|drug|product) (registration|listing|number)/i,
      /\bFDA (registration|listing) (number|no)/i,
      /\bDEA registration\b/i,
      // A drug's National Drug Code, as listed with the FDA
      /\bNDC\b/,
      /extended producer responsibility/i,
      /\bCARB\b/,
      /\b(executive order|EO) number/i,
      // The EU producer registers: Germany's WEEE register (stiftung ear) and packaging
      // register (LUCID), and the registration numbers of packaging and battery producers.
      /\bWEEE\b/,
      /\bLUCID\b/,
      /\b(packaging|batter(y|ies)|producer) registration (number|no)/i,
      // Health Canada's numbers for drugs, natural health products and homeopathic medicines
      /\b(natural product|drug identification|homeopathic medicine) number\b/i,
      /\b(NPN|DIN-HM|DIN)\b(?=[^.]{0,40}\b(number|health canada)\b)/,
      // India's food (FSSAI) and drug (CDSCO) regulators, Australia's therapeutic goods register
      /\b(FSSAI|CDSCO|ARTG)\b/,
      /\bTGA (registration|listing|approval|number)|\bdrug licen[cs]e\b/i,
    ],
    localPatterns: [
      /FDA\s*(注册|註冊|登録)/,
      // Japan's notification of an electrical-appliance manufacturer or importer (PSE, METI)
      /電気用品(製造|輸入)事業届出/,
      // Registration numbers in the EU marketplaces' languages, not the tax ones (tax-registration).
      /(?<!steuer-?)Registrierungsnummer|\bReg\.?-?Nr\b|\bDEEE\b|num[ée]ros? d['’](inscription|enregistrement)(?! (à la )?TVA)|\bIDU\b|numero di registrazione|n[úu]mero de registro/i,
    ],
  },
  {
    id: 'eu-responsible-person',
    name: 'EU Responsible Person Details',
    description: 'Name and address of the economic operator responsible for the product in the EU.',
    examples: [
      'Responsible person name, postal and electronic address on the product or packaging',
    ],
    documentTypes: ['Letter', 'Other', 'Image'],
    patterns: [/responsible person/i, /economic operator/i],
    localPatterns: [
      /verantwortliche[nr]? Person|Wirtschaftsakteur|personne responsable|opérateur économique|persona responsable|operador económico|persona responsabile|operatore economico|verantwoordelijke persoon|marktdeelnemer/i,
      /osob[aęy] odpowiedzialn|pessoa responsável|sorumlu kişi|ansvarig person|欧盟负责人|欧盟责任人|EU\s*責任者/i,
    ],
  },
  {
    id: 'compliance-documentation',
    name: 'Compliance Documentation',
    description: 'Documents showing the product complies with the law or policy the notice names.',
    examples: [
      'Letter of compliance',
      'Exemption certificate',
      'Evidence of regulatory compliance',
    ],
    documentTypes: ['Certificate', 'Letter', 'Other'],
    patterns: [
      /(evidence|proof) of compliance/i,
      /\b(proof|evidence|documentation|documents) (that|showing|which)( that)?( (demonstrates?|shows?|proves?|confirms?)( that)?)? (the|your|this|these) (products?|items?) (meets?|compl(y|ies)|conforms?)\b/i,
      /\bevidence (that shows|showing|demonstrating) (that )?[^.]{0,40}\bcompl(y|ies|iance|iant)\b/i,
      /(evidence|documentation) (or documentation )?demonstrating that your (account|products?|listings?)/i,
      /compliance (documents?|documentation|information)/i,
      /letter of compliance/i,
      /\b(certificat\w*|documentation|proof|evidence) (that|showing)( that)? (the|your|this|these) (products?|items?) (is|are) exempt\b/i,
      /exemption (certificate|certification|documentation)/i,
      // A category's approval terms: "acceptable documentation … about the products you intend to sell"
      /\bdocumentation\b[^.]{0,60}\babout (the|your) products? you\b/i,
      // Certificates of a regime or a facility rather than of the product's safety
      /\b(certificate of free sale|free sale certificate|GMP certificat\w*|(USDA )?organic certificat\w*|halal certificat\w*|kosher certificat\w*)\b/i,
      // The EU manufacturer's technical documentation, and where the goods were made
      /\btechnical (file|documentation)\b/i,
      /\bcertificates? of origin\b|\b(country[- ]of[- ])?origin certificates?\b/i,
    ],
  },
  {
    id: 'energy-label',
    name: 'Energy Label',
    description: 'The energy label and product information sheet required for the product.',
    examples: ['EU energy label', 'Product information sheet (EPREL)'],
    documentTypes: ['Image', 'Other'],
    patterns: [
      /energy (efficiency )?labels?/i,
      /energy label(l)?ing (rule|regulation)/i,
      /\bEPREL\b/,
    ],
    localPatterns: [
      /Energie(effizienz)?label|Energieverbrauchskennzeichnung|étiquette (énergétique|énergie)|etiqueta energética|etichetta energetica|energielabel/i,
    ],
  },
  {
    id: 'approval-application',
    name: 'Approval Application',
    description: 'The application to sell in a gated category or brand, with what it asks for.',
    examples: ['Category approval request in Seller Central', 'Brand approval application'],
    documentTypes: ['Other', 'Letter'],
    patterns: [
      /\bapply for (approval|permission)\b/i,
      /\bapproval (application|request|process)\b/i,
      /\brequest (approval|permission) to (sell|list)\b/i,
      /\b(seek|obtain|request) approval\b/i,
      /\bRequest Approval button\b/i,
    ],
  },
  {
    id: 'indemnification-confirmation',
    name: 'Defense and Indemnification Confirmation',
    description:
      'Written confirmation that you will defend and indemnify Amazon in the matter named.',
    examples: ['Signed letter confirming defense and indemnification'],
    documentTypes: ['Letter'],
    patterns: [
      /\bdefend and indemnify\b/i,
      /\bdefen[cs]e and indemnification\b/i,
      /\bindemnification (agreement|confirmation|statement|clause|letter)\b/i,
    ],
  },
];

export function documentKind(id: string): DocumentKind {
  const kind = documentCatalog.find((k) => k.id === id);
  if (!kind) throw new Error(`Unknown document kind: ${id}`);
  return kind;
}
