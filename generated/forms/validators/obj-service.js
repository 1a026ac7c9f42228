// generated from specs/forms/obj-service.schema.json and obj-service.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-1ef4cc32"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","protocol"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":79,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 79 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"category":{"type":"string","title":"Category","oneOf":[{"const":"General","title":"General"},{"const":"Web Access","title":"Web Access"},{"const":"File Access","title":"File Access"},{"const":"Email","title":"Email"},{"const":"Network Services","title":"Network Services"},{"const":"Authentication","title":"Authentication"},{"const":"Remote Access","title":"Remote Access"},{"const":"Tunneling","title":"Tunneling"},{"const":"VoIP, Messaging & Other Applications","title":"VoIP, Messaging & Other Applications"}],"default":"General"},"protocol":{"type":"string","title":"Protocol Type","oneOf":[{"const":"TCP/UDP/SCTP","title":"TCP/UDP/SCTP"},{"const":"ICMP","title":"ICMP"},{"const":"ICMP6","title":"ICMP6"},{"const":"IP","title":"IP"}],"default":"TCP/UDP/SCTP"},"tcp-portrange":{"type":"string","title":"TCP Port Range","pattern":"^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$","errorMessage":{"pattern":"Enter port ranges as destination[-high][:source[-high]], separated by spaces, e.g. 443 8000-8080."}},"udp-portrange":{"type":"string","title":"UDP Port Range","pattern":"^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$","errorMessage":{"pattern":"Enter port ranges as destination[-high][:source[-high]], separated by spaces, e.g. 443 8000-8080."}},"sctp-portrange":{"type":"string","title":"SCTP Port Range","pattern":"^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$","errorMessage":{"pattern":"Enter port ranges as destination[-high][:source[-high]], separated by spaces, e.g. 443 8000-8080."}},"icmptype":{"type":"integer","title":"ICMP Type","minimum":0,"maximum":255,"errorMessage":{"minimum":"ICMP Type must be between 0 and 255.","maximum":"ICMP Type must be between 0 and 255.","type":"ICMP Type must be a whole number."}},"icmpcode":{"type":"integer","title":"ICMP Code","minimum":0,"maximum":255,"errorMessage":{"minimum":"ICMP Code must be between 0 and 255.","maximum":"ICMP Code must be between 0 and 255.","type":"ICMP Code must be a whole number."}},"protocol-number":{"type":"integer","title":"Protocol Number","minimum":0,"maximum":254,"errorMessage":{"minimum":"Protocol Number must be between 0 and 254.","maximum":"Protocol Number must be between 0 and 254.","type":"Protocol Number must be a whole number."}},"comment":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","protocol":"This field is required."}},"allOf":[{"if":{"properties":{"protocol":{"const":"TCP/UDP/SCTP"}},"required":["protocol"]},"then":{"properties":{"tcp-portrange":{},"udp-portrange":{},"sctp-portrange":{}}}},{"if":{"properties":{"protocol":{"enum":["ICMP","ICMP6"]}},"required":["protocol"]},"then":{"properties":{"icmptype":{},"icmpcode":{}}}},{"if":{"properties":{"protocol":{"const":"IP"}},"required":["protocol"]},"then":{"required":["protocol-number"],"errorMessage":{"required":{"protocol-number":"This field is required."}}}}],"$id":"-1ef4cc32"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.protocol === undefined) && (missing0 = "protocol")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.protocol !== undefined){
if("TCP/UDP/SCTP" !== data.protocol){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0["tcp-portrange"] = true;
props0["udp-portrange"] = true;
props0["sctp-portrange"] = true;
props0.protocol = true;
}
}
if(!valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[0].if,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.protocol === undefined) && (missing1 = "protocol")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.protocol !== undefined){
let data1 = data.protocol;
if(!((data1 === "ICMP") || (data1 === "ICMP6"))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.icmptype = true;
props1.icmpcode = true;
props1.protocol = true;
}
}
if(!valid3){
const err5 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[1].if,parentSchema:schema53.allOf[1],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.protocol === undefined) && (missing2 = "protocol")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data.protocol !== undefined){
if("IP" !== data.protocol){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["protocol-number"] === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "protocol-number"},message:"must have required property '"+"protocol-number"+"'",schema:schema53.allOf[2].then.required,parentSchema:schema53.allOf[2].then,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"protocol-number":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err9 of vErrors){
if((((((err9.keyword !== "errorMessage") && (!err9.emUsed)) && (err9.instancePath === instancePath)) && (err9.keyword in emErrors0)) && (err9.schemaPath.indexOf("#/allOf/2/then") === 0)) && (/^\/[^\/]*$/.test(err9.schemaPath.slice(14)))){
emPropParams0 = obj0[err9.keyword];
emParamsErrors0 = emErrors0[err9.keyword][err9.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err9);
err9.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err10 = {instancePath,schemaPath:"#/allOf/2/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.allOf[2].then.errorMessage[key0][keyProp0],schema:schema53.allOf[2].then.errorMessage,parentSchema:schema53.allOf[2].then,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err11 of vErrors){
if(!err11.emUsed){
emErrs0.push(err11);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid2 = _errs15 === errors;
valid5 = _valid2;
}
if(!valid5){
const err12 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[2].if,parentSchema:schema53.allOf[2],data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.protocol = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.protocol === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protocol"},message:"must have required property '"+"protocol"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 === "string"){
if(func1(data3) > 79){
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 79},message:"must NOT have more than 79 characters",schema:79,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data3) < 1){
const err16 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data3)){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates1 = {};
for(const err19 of vErrors){
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath+"/name")) && (err19.keyword in emErrors1)) && (err19.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(17)))){
emErrors1[err19.keyword].push(err19);
err19.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err20 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.name.errorMessage[key1],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
const emErrs1 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs1.push(err21);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.category !== undefined){
let data4 = data.category;
if(typeof data4 !== "string"){
const err22 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.category.type,parentSchema:schema53.properties.category,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs21 = errors;
let valid8 = false;
let passing0 = null;
const _errs22 = errors;
if("General" !== data4){
const err23 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/0/const",keyword:"const",params:{allowedValue: "General"},message:"must be equal to constant",schema:"General",parentSchema:schema53.properties.category.oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid3 = _errs22 === errors;
if(_valid3){
valid8 = true;
passing0 = 0;
}
const _errs23 = errors;
if("Web Access" !== data4){
const err24 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/1/const",keyword:"const",params:{allowedValue: "Web Access"},message:"must be equal to constant",schema:"Web Access",parentSchema:schema53.properties.category.oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid3 = _errs23 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid8 = true;
passing0 = 1;
}
const _errs24 = errors;
if("File Access" !== data4){
const err25 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/2/const",keyword:"const",params:{allowedValue: "File Access"},message:"must be equal to constant",schema:"File Access",parentSchema:schema53.properties.category.oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid3 = _errs24 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 2];
}
else {
if(_valid3){
valid8 = true;
passing0 = 2;
}
const _errs25 = errors;
if("Email" !== data4){
const err26 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/3/const",keyword:"const",params:{allowedValue: "Email"},message:"must be equal to constant",schema:"Email",parentSchema:schema53.properties.category.oneOf[3],data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs25 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 3];
}
else {
if(_valid3){
valid8 = true;
passing0 = 3;
}
const _errs26 = errors;
if("Network Services" !== data4){
const err27 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/4/const",keyword:"const",params:{allowedValue: "Network Services"},message:"must be equal to constant",schema:"Network Services",parentSchema:schema53.properties.category.oneOf[4],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs26 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 4];
}
else {
if(_valid3){
valid8 = true;
passing0 = 4;
}
const _errs27 = errors;
if("Authentication" !== data4){
const err28 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/5/const",keyword:"const",params:{allowedValue: "Authentication"},message:"must be equal to constant",schema:"Authentication",parentSchema:schema53.properties.category.oneOf[5],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs27 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 5];
}
else {
if(_valid3){
valid8 = true;
passing0 = 5;
}
const _errs28 = errors;
if("Remote Access" !== data4){
const err29 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/6/const",keyword:"const",params:{allowedValue: "Remote Access"},message:"must be equal to constant",schema:"Remote Access",parentSchema:schema53.properties.category.oneOf[6],data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs28 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 6];
}
else {
if(_valid3){
valid8 = true;
passing0 = 6;
}
const _errs29 = errors;
if("Tunneling" !== data4){
const err30 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/7/const",keyword:"const",params:{allowedValue: "Tunneling"},message:"must be equal to constant",schema:"Tunneling",parentSchema:schema53.properties.category.oneOf[7],data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs29 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 7];
}
else {
if(_valid3){
valid8 = true;
passing0 = 7;
}
const _errs30 = errors;
if("VoIP, Messaging & Other Applications" !== data4){
const err31 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/8/const",keyword:"const",params:{allowedValue: "VoIP, Messaging & Other Applications"},message:"must be equal to constant",schema:"VoIP, Messaging & Other Applications",parentSchema:schema53.properties.category.oneOf[8],data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs30 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 8];
}
else {
if(_valid3){
valid8 = true;
passing0 = 8;
}
}
}
}
}
}
}
}
}
if(!valid8){
const err32 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.category.oneOf,parentSchema:schema53.properties.category,data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.protocol !== undefined){
let data5 = data.protocol;
if(typeof data5 !== "string"){
const err33 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.protocol.type,parentSchema:schema53.properties.protocol,data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const _errs33 = errors;
let valid9 = false;
let passing1 = null;
const _errs34 = errors;
if("TCP/UDP/SCTP" !== data5){
const err34 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/oneOf/0/const",keyword:"const",params:{allowedValue: "TCP/UDP/SCTP"},message:"must be equal to constant",schema:"TCP/UDP/SCTP",parentSchema:schema53.properties.protocol.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid4 = _errs34 === errors;
if(_valid4){
valid9 = true;
passing1 = 0;
}
const _errs35 = errors;
if("ICMP" !== data5){
const err35 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/oneOf/1/const",keyword:"const",params:{allowedValue: "ICMP"},message:"must be equal to constant",schema:"ICMP",parentSchema:schema53.properties.protocol.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid4 = _errs35 === errors;
if(_valid4 && valid9){
valid9 = false;
passing1 = [passing1, 1];
}
else {
if(_valid4){
valid9 = true;
passing1 = 1;
}
const _errs36 = errors;
if("ICMP6" !== data5){
const err36 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/oneOf/2/const",keyword:"const",params:{allowedValue: "ICMP6"},message:"must be equal to constant",schema:"ICMP6",parentSchema:schema53.properties.protocol.oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid4 = _errs36 === errors;
if(_valid4 && valid9){
valid9 = false;
passing1 = [passing1, 2];
}
else {
if(_valid4){
valid9 = true;
passing1 = 2;
}
const _errs37 = errors;
if("IP" !== data5){
const err37 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/oneOf/3/const",keyword:"const",params:{allowedValue: "IP"},message:"must be equal to constant",schema:"IP",parentSchema:schema53.properties.protocol.oneOf[3],data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid4 = _errs37 === errors;
if(_valid4 && valid9){
valid9 = false;
passing1 = [passing1, 3];
}
else {
if(_valid4){
valid9 = true;
passing1 = 3;
}
}
}
}
if(!valid9){
const err38 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.protocol.oneOf,parentSchema:schema53.properties.protocol,data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data["tcp-portrange"] !== undefined){
let data6 = data["tcp-portrange"];
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err39 = {instancePath:instancePath+"/tcp-portrange",schemaPath:"#/properties/tcp-portrange/pattern",keyword:"pattern",params:{pattern: "^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$"},message:"must match pattern \""+"^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$"+"\"",schema:"^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$",parentSchema:schema53.properties["tcp-portrange"],data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/tcp-portrange",schemaPath:"#/properties/tcp-portrange/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["tcp-portrange"].type,parentSchema:schema53.properties["tcp-portrange"],data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"pattern":[]};
const templates2 = {};
for(const err41 of vErrors){
if((((((err41.keyword !== "errorMessage") && (!err41.emUsed)) && (err41.instancePath === instancePath+"/tcp-portrange")) && (err41.keyword in emErrors2)) && (err41.schemaPath.indexOf("#/properties/tcp-portrange") === 0)) && (/^\/[^\/]*$/.test(err41.schemaPath.slice(26)))){
emErrors2[err41.keyword].push(err41);
err41.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err42 = {instancePath:instancePath+"/tcp-portrange",schemaPath:"#/properties/tcp-portrange/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["tcp-portrange"].errorMessage[key2],schema:schema53.properties["tcp-portrange"].errorMessage,parentSchema:schema53.properties["tcp-portrange"],data:data6};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
const emErrs2 = [];
for(const err43 of vErrors){
if(!err43.emUsed){
emErrs2.push(err43);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["udp-portrange"] !== undefined){
let data7 = data["udp-portrange"];
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err44 = {instancePath:instancePath+"/udp-portrange",schemaPath:"#/properties/udp-portrange/pattern",keyword:"pattern",params:{pattern: "^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$"},message:"must match pattern \""+"^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$"+"\"",schema:"^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$",parentSchema:schema53.properties["udp-portrange"],data:data7};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/udp-portrange",schemaPath:"#/properties/udp-portrange/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["udp-portrange"].type,parentSchema:schema53.properties["udp-portrange"],data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"pattern":[]};
const templates3 = {};
for(const err46 of vErrors){
if((((((err46.keyword !== "errorMessage") && (!err46.emUsed)) && (err46.instancePath === instancePath+"/udp-portrange")) && (err46.keyword in emErrors3)) && (err46.schemaPath.indexOf("#/properties/udp-portrange") === 0)) && (/^\/[^\/]*$/.test(err46.schemaPath.slice(26)))){
emErrors3[err46.keyword].push(err46);
err46.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err47 = {instancePath:instancePath+"/udp-portrange",schemaPath:"#/properties/udp-portrange/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["udp-portrange"].errorMessage[key3],schema:schema53.properties["udp-portrange"].errorMessage,parentSchema:schema53.properties["udp-portrange"],data:data7};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
const emErrs3 = [];
for(const err48 of vErrors){
if(!err48.emUsed){
emErrs3.push(err48);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["sctp-portrange"] !== undefined){
let data8 = data["sctp-portrange"];
if(typeof data8 === "string"){
if(!pattern5.test(data8)){
const err49 = {instancePath:instancePath+"/sctp-portrange",schemaPath:"#/properties/sctp-portrange/pattern",keyword:"pattern",params:{pattern: "^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$"},message:"must match pattern \""+"^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$"+"\"",schema:"^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$",parentSchema:schema53.properties["sctp-portrange"],data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/sctp-portrange",schemaPath:"#/properties/sctp-portrange/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["sctp-portrange"].type,parentSchema:schema53.properties["sctp-portrange"],data:data8};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"pattern":[]};
const templates4 = {};
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath+"/sctp-portrange")) && (err51.keyword in emErrors4)) && (err51.schemaPath.indexOf("#/properties/sctp-portrange") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(27)))){
emErrors4[err51.keyword].push(err51);
err51.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err52 = {instancePath:instancePath+"/sctp-portrange",schemaPath:"#/properties/sctp-portrange/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["sctp-portrange"].errorMessage[key4],schema:schema53.properties["sctp-portrange"].errorMessage,parentSchema:schema53.properties["sctp-portrange"],data:data8};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
const emErrs4 = [];
for(const err53 of vErrors){
if(!err53.emUsed){
emErrs4.push(err53);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.icmptype !== undefined){
let data9 = data.icmptype;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err54 = {instancePath:instancePath+"/icmptype",schemaPath:"#/properties/icmptype/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.icmptype.type,parentSchema:schema53.properties.icmptype,data:data9};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 255 || isNaN(data9)){
const err55 = {instancePath:instancePath+"/icmptype",schemaPath:"#/properties/icmptype/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255",schema:255,parentSchema:schema53.properties.icmptype,data:data9};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err56 = {instancePath:instancePath+"/icmptype",schemaPath:"#/properties/icmptype/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.icmptype,data:data9};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(errors > 0){
const emErrors5 = {"minimum":[],"maximum":[],"type":[]};
const templates5 = {};
for(const err57 of vErrors){
if((((((err57.keyword !== "errorMessage") && (!err57.emUsed)) && (err57.instancePath === instancePath+"/icmptype")) && (err57.keyword in emErrors5)) && (err57.schemaPath.indexOf("#/properties/icmptype") === 0)) && (/^\/[^\/]*$/.test(err57.schemaPath.slice(21)))){
emErrors5[err57.keyword].push(err57);
err57.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err58 = {instancePath:instancePath+"/icmptype",schemaPath:"#/properties/icmptype/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties.icmptype.errorMessage[key5],schema:schema53.properties.icmptype.errorMessage,parentSchema:schema53.properties.icmptype,data:data9};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
const emErrs5 = [];
for(const err59 of vErrors){
if(!err59.emUsed){
emErrs5.push(err59);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.icmpcode !== undefined){
let data10 = data.icmpcode;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err60 = {instancePath:instancePath+"/icmpcode",schemaPath:"#/properties/icmpcode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.icmpcode.type,parentSchema:schema53.properties.icmpcode,data:data10};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 255 || isNaN(data10)){
const err61 = {instancePath:instancePath+"/icmpcode",schemaPath:"#/properties/icmpcode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255",schema:255,parentSchema:schema53.properties.icmpcode,data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err62 = {instancePath:instancePath+"/icmpcode",schemaPath:"#/properties/icmpcode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.icmpcode,data:data10};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"minimum":[],"maximum":[],"type":[]};
const templates6 = {};
for(const err63 of vErrors){
if((((((err63.keyword !== "errorMessage") && (!err63.emUsed)) && (err63.instancePath === instancePath+"/icmpcode")) && (err63.keyword in emErrors6)) && (err63.schemaPath.indexOf("#/properties/icmpcode") === 0)) && (/^\/[^\/]*$/.test(err63.schemaPath.slice(21)))){
emErrors6[err63.keyword].push(err63);
err63.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err64 = {instancePath:instancePath+"/icmpcode",schemaPath:"#/properties/icmpcode/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties.icmpcode.errorMessage[key6],schema:schema53.properties.icmpcode.errorMessage,parentSchema:schema53.properties.icmpcode,data:data10};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
const emErrs6 = [];
for(const err65 of vErrors){
if(!err65.emUsed){
emErrs6.push(err65);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data["protocol-number"] !== undefined){
let data11 = data["protocol-number"];
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err66 = {instancePath:instancePath+"/protocol-number",schemaPath:"#/properties/protocol-number/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["protocol-number"].type,parentSchema:schema53.properties["protocol-number"],data:data11};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 254 || isNaN(data11)){
const err67 = {instancePath:instancePath+"/protocol-number",schemaPath:"#/properties/protocol-number/maximum",keyword:"maximum",params:{comparison: "<=", limit: 254},message:"must be <= 254",schema:254,parentSchema:schema53.properties["protocol-number"],data:data11};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err68 = {instancePath:instancePath+"/protocol-number",schemaPath:"#/properties/protocol-number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["protocol-number"],data:data11};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"minimum":[],"maximum":[],"type":[]};
const templates7 = {};
for(const err69 of vErrors){
if((((((err69.keyword !== "errorMessage") && (!err69.emUsed)) && (err69.instancePath === instancePath+"/protocol-number")) && (err69.keyword in emErrors7)) && (err69.schemaPath.indexOf("#/properties/protocol-number") === 0)) && (/^\/[^\/]*$/.test(err69.schemaPath.slice(28)))){
emErrors7[err69.keyword].push(err69);
err69.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err70 = {instancePath:instancePath+"/protocol-number",schemaPath:"#/properties/protocol-number/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties["protocol-number"].errorMessage[key7],schema:schema53.properties["protocol-number"].errorMessage,parentSchema:schema53.properties["protocol-number"],data:data11};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
const emErrs7 = [];
for(const err71 of vErrors){
if(!err71.emUsed){
emErrs7.push(err71);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.comment !== undefined){
let data12 = data.comment;
if(typeof data12 === "string"){
if(func1(data12) > 255){
const err72 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comment,data:data12};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data12};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"maxLength":[]};
const templates8 = {};
for(const err74 of vErrors){
if((((((err74.keyword !== "errorMessage") && (!err74.emUsed)) && (err74.instancePath === instancePath+"/comment")) && (err74.keyword in emErrors8)) && (err74.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err74.schemaPath.slice(20)))){
emErrors8[err74.keyword].push(err74);
err74.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err75 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema53.properties.comment.errorMessage[key8],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data12};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
const emErrs8 = [];
for(const err76 of vErrors){
if(!err76.emUsed){
emErrs8.push(err76);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
}
else {
const err77 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"required":{"name":[],"protocol":[]}};
const templates9 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err78 of vErrors){
if((((((err78.keyword !== "errorMessage") && (!err78.emUsed)) && (err78.instancePath === instancePath)) && (err78.keyword in emErrors9)) && (err78.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err78.schemaPath.slice(1)))){
emPropParams1 = obj0[err78.keyword];
emParamsErrors1 = emErrors9[err78.keyword][err78.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err78);
err78.emUsed = true;
}
}
}
for(const key9 in emErrors9){
for(const keyProp1 in emErrors9[key9]){
emParamsErrors1 = emErrors9[key9][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates9[key9] && templates9[key9][keyProp1];
const err79 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key9][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
const emErrs9 = [];
for(const err80 of vErrors){
if(!err80.emUsed){
emErrs9.push(err80);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["5be7df13"] = validate25;
const schema54 = {"properties":{"protocol":{"const":"TCP/UDP/SCTP"}},"required":["protocol"],"$id":"5be7df13"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.protocol === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protocol"},message:"must have required property '"+"protocol"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.protocol !== undefined){
let data0 = data.protocol;
if("TCP/UDP/SCTP" !== data0){
const err1 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/const",keyword:"const",params:{allowedValue: "TCP/UDP/SCTP"},message:"must be equal to constant",schema:"TCP/UDP/SCTP",parentSchema:schema54.properties.protocol,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"protocol":true},"dynamicProps":false,"dynamicItems":false};

exports["-1f4ba813"] = validate26;
const schema55 = {"properties":{"protocol":{"enum":["ICMP","ICMP6"]}},"required":["protocol"],"$id":"-1f4ba813"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.protocol === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protocol"},message:"must have required property '"+"protocol"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.protocol !== undefined){
let data0 = data.protocol;
if(!((data0 === "ICMP") || (data0 === "ICMP6"))){
const err1 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/enum",keyword:"enum",params:{allowedValues: schema55.properties.protocol.enum},message:"must be equal to one of the allowed values",schema:schema55.properties.protocol.enum,parentSchema:schema55.properties.protocol,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"protocol":true},"dynamicProps":false,"dynamicItems":false};

exports["-1ac8088e"] = validate27;
const schema56 = {"properties":{"protocol":{"const":"IP"}},"required":["protocol"],"$id":"-1ac8088e"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.protocol === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protocol"},message:"must have required property '"+"protocol"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.protocol !== undefined){
let data0 = data.protocol;
if("IP" !== data0){
const err1 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/const",keyword:"const",params:{allowedValue: "IP"},message:"must be equal to constant",schema:"IP",parentSchema:schema56.properties.protocol,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"protocol":true},"dynamicProps":false,"dynamicItems":false};

exports["-617fc86d"] = validate28;
const schema57 = {"const":"General","title":"General","$id":"-617fc86d"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("General" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "General"},message:"must be equal to constant",schema:"General",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-68da50a9"] = validate29;
const schema58 = {"const":"Web Access","title":"Web Access","$id":"-68da50a9"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("Web Access" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Web Access"},message:"must be equal to constant",schema:"Web Access",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-17a549ed"] = validate30;
const schema59 = {"const":"File Access","title":"File Access","$id":"-17a549ed"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("File Access" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "File Access"},message:"must be equal to constant",schema:"File Access",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7eeb8485"] = validate31;
const schema60 = {"const":"Email","title":"Email","$id":"-7eeb8485"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("Email" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Email"},message:"must be equal to constant",schema:"Email",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3f5ea329"] = validate32;
const schema61 = {"const":"Network Services","title":"Network Services","$id":"-3f5ea329"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("Network Services" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Network Services"},message:"must be equal to constant",schema:"Network Services",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["76608d57"] = validate33;
const schema62 = {"const":"Authentication","title":"Authentication","$id":"76608d57"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("Authentication" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Authentication"},message:"must be equal to constant",schema:"Authentication",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-6d7dfb81"] = validate34;
const schema63 = {"const":"Remote Access","title":"Remote Access","$id":"-6d7dfb81"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("Remote Access" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Remote Access"},message:"must be equal to constant",schema:"Remote Access",parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["7d2c4c37"] = validate35;
const schema64 = {"const":"Tunneling","title":"Tunneling","$id":"7d2c4c37"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("Tunneling" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Tunneling"},message:"must be equal to constant",schema:"Tunneling",parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["5b5d3a37"] = validate36;
const schema65 = {"const":"VoIP, Messaging & Other Applications","title":"VoIP, Messaging & Other Applications","$id":"5b5d3a37"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("VoIP, Messaging & Other Applications" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "VoIP, Messaging & Other Applications"},message:"must be equal to constant",schema:"VoIP, Messaging & Other Applications",parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["61fccd7"] = validate37;
const schema66 = {"const":"TCP/UDP/SCTP","title":"TCP/UDP/SCTP","$id":"61fccd7"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("TCP/UDP/SCTP" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "TCP/UDP/SCTP"},message:"must be equal to constant",schema:"TCP/UDP/SCTP",parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7149b5c9"] = validate38;
const schema67 = {"const":"ICMP","title":"ICMP","$id":"-7149b5c9"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ICMP" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ICMP"},message:"must be equal to constant",schema:"ICMP",parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["25ffeb35"] = validate39;
const schema68 = {"const":"ICMP6","title":"ICMP6","$id":"25ffeb35"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ICMP6" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ICMP6"},message:"must be equal to constant",schema:"ICMP6",parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3723d949"] = validate40;
const schema69 = {"const":"IP","title":"IP","$id":"-3723d949"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("IP" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "IP"},message:"must be equal to constant",schema:"IP",parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
