// generated from specs/forms/obj-system-interface.schema.json and obj-system-interface.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["14623997"] = validate24;
const schema53 = {"const":"ping","title":"PING","$id":"14623997"};

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
if("ping" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ping"},message:"must be equal to constant",schema:"ping",parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-a148a8a"] = validate25;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","mode"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":15,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 15 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"mode":{"type":"string","title":"Addressing Mode","oneOf":[{"const":"static","title":"Manual"},{"const":"dhcp","title":"DHCP"}],"default":"static"},"ip":{"type":"string","title":"IP/Netmask","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address with its prefix length, e.g. 10.10.20.1/24."}},"vlanid":{"type":"integer","title":"VLAN ID","minimum":1,"maximum":4094,"errorMessage":{"minimum":"VLAN ID must be between 1 and 4094.","maximum":"VLAN ID must be between 1 and 4094.","type":"VLAN ID must be a whole number."},"description":"802.1Q VLAN ID."},"allowaccess":{"type":"array","title":"Administrative Access","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"ping","title":"PING"},{"const":"https","title":"HTTPS"},{"const":"ssh","title":"SSH"},{"const":"snmp","title":"SNMP"},{"const":"http","title":"HTTP"},{"const":"telnet","title":"TELNET"},{"const":"radius-acct","title":"RADIUS accounting"}]}},"status":{"type":"string","title":"Status","oneOf":[{"const":"up","title":"Up"},{"const":"down","title":"Down"}],"default":"up"}},"errorMessage":{"required":{"name":"This field is required.","mode":"This field is required."}},"allOf":[{"if":{"properties":{"mode":{"const":"static"}},"required":["mode"]},"then":{"required":["ip"],"errorMessage":{"required":{"ip":"Enter an IP address for a manual interface."}}}}],"$id":"-a148a8a"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$", "u");

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
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.mode === undefined) && (missing0 = "mode")){
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
if(data.mode !== undefined){
if("static" !== data.mode){
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ip === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "ip"},message:"must have required property '"+"ip"+"'",schema:schema54.allOf[0].then.required,parentSchema:schema54.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"ip":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(14)))){
emPropParams0 = obj0[err3.keyword];
emParamsErrors0 = emErrors0[err3.keyword][err3.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err3);
err3.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err4 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema54.allOf[0].then.errorMessage[key0][keyProp0],schema:schema54.allOf[0].then.errorMessage,parentSchema:schema54.allOf[0].then,data};
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
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err6 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[0].if,parentSchema:schema54.allOf[0],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.mode === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 15){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema54.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data1)){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema54.properties.name,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.name.type,parentSchema:schema54.properties.name,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates1 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/name")) && (err13.keyword in emErrors1)) && (err13.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(17)))){
emErrors1[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema54.properties.name.errorMessage[key1],schema:schema54.properties.name.errorMessage,parentSchema:schema54.properties.name,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs1 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs1.push(err15);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.mode !== undefined){
let data2 = data.mode;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.mode.type,parentSchema:schema54.properties.mode,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs11 = errors;
let valid4 = false;
let passing0 = null;
const _errs12 = errors;
if("static" !== data2){
const err17 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/oneOf/0/const",keyword:"const",params:{allowedValue: "static"},message:"must be equal to constant",schema:"static",parentSchema:schema54.properties.mode.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs12 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs13 = errors;
if("dhcp" !== data2){
const err18 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/oneOf/1/const",keyword:"const",params:{allowedValue: "dhcp"},message:"must be equal to constant",schema:"dhcp",parentSchema:schema54.properties.mode.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs13 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err19 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema54.properties.mode.oneOf,parentSchema:schema54.properties.mode,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.ip !== undefined){
let data3 = data.ip;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err20 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$",parentSchema:schema54.properties.ip,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.ip.type,parentSchema:schema54.properties.ip,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"pattern":[]};
const templates2 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/ip")) && (err22.keyword in emErrors2)) && (err22.schemaPath.indexOf("#/properties/ip") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(15)))){
emErrors2[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err23 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema54.properties.ip.errorMessage[key2],schema:schema54.properties.ip.errorMessage,parentSchema:schema54.properties.ip,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs2 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs2.push(err24);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.vlanid !== undefined){
let data4 = data.vlanid;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err25 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.properties.vlanid.type,parentSchema:schema54.properties.vlanid,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 4094 || isNaN(data4)){
const err26 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4094},message:"must be <= 4094",schema:4094,parentSchema:schema54.properties.vlanid,data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err27 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema54.properties.vlanid,data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/vlanid")) && (err28.keyword in emErrors3)) && (err28.schemaPath.indexOf("#/properties/vlanid") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(19)))){
emErrors3[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err29 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema54.properties.vlanid.errorMessage[key3],schema:schema54.properties.vlanid.errorMessage,parentSchema:schema54.properties.vlanid,data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs3 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs3.push(err30);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.allowaccess !== undefined){
let data5 = data.allowaccess;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 !== "string"){
const err31 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.allowaccess.items.type,parentSchema:schema54.properties.allowaccess.items,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const _errs22 = errors;
let valid7 = false;
let passing1 = null;
const _errs23 = errors;
if("ping" !== data6){
const err32 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/0/const",keyword:"const",params:{allowedValue: "ping"},message:"must be equal to constant",schema:"ping",parentSchema:schema54.properties.allowaccess.items.oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid2 = _errs23 === errors;
if(_valid2){
valid7 = true;
passing1 = 0;
}
const _errs24 = errors;
if("https" !== data6){
const err33 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/1/const",keyword:"const",params:{allowedValue: "https"},message:"must be equal to constant",schema:"https",parentSchema:schema54.properties.allowaccess.items.oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs24 === errors;
if(_valid2 && valid7){
valid7 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid7 = true;
passing1 = 1;
}
const _errs25 = errors;
if("ssh" !== data6){
const err34 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/2/const",keyword:"const",params:{allowedValue: "ssh"},message:"must be equal to constant",schema:"ssh",parentSchema:schema54.properties.allowaccess.items.oneOf[2],data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid2 = _errs25 === errors;
if(_valid2 && valid7){
valid7 = false;
passing1 = [passing1, 2];
}
else {
if(_valid2){
valid7 = true;
passing1 = 2;
}
const _errs26 = errors;
if("snmp" !== data6){
const err35 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/3/const",keyword:"const",params:{allowedValue: "snmp"},message:"must be equal to constant",schema:"snmp",parentSchema:schema54.properties.allowaccess.items.oneOf[3],data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid2 = _errs26 === errors;
if(_valid2 && valid7){
valid7 = false;
passing1 = [passing1, 3];
}
else {
if(_valid2){
valid7 = true;
passing1 = 3;
}
const _errs27 = errors;
if("http" !== data6){
const err36 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/4/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant",schema:"http",parentSchema:schema54.properties.allowaccess.items.oneOf[4],data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid2 = _errs27 === errors;
if(_valid2 && valid7){
valid7 = false;
passing1 = [passing1, 4];
}
else {
if(_valid2){
valid7 = true;
passing1 = 4;
}
const _errs28 = errors;
if("telnet" !== data6){
const err37 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/5/const",keyword:"const",params:{allowedValue: "telnet"},message:"must be equal to constant",schema:"telnet",parentSchema:schema54.properties.allowaccess.items.oneOf[5],data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid2 = _errs28 === errors;
if(_valid2 && valid7){
valid7 = false;
passing1 = [passing1, 5];
}
else {
if(_valid2){
valid7 = true;
passing1 = 5;
}
const _errs29 = errors;
if("radius-acct" !== data6){
const err38 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/6/const",keyword:"const",params:{allowedValue: "radius-acct"},message:"must be equal to constant",schema:"radius-acct",parentSchema:schema54.properties.allowaccess.items.oneOf[6],data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid2 = _errs29 === errors;
if(_valid2 && valid7){
valid7 = false;
passing1 = [passing1, 6];
}
else {
if(_valid2){
valid7 = true;
passing1 = 6;
}
}
}
}
}
}
}
if(!valid7){
const err39 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema54.properties.allowaccess.items.oneOf,parentSchema:schema54.properties.allowaccess.items,data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
let i1 = data5.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data5[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err40 = {instancePath:instancePath+"/allowaccess",schemaPath:"#/properties/allowaccess/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema54.properties.allowaccess,data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err41 = {instancePath:instancePath+"/allowaccess",schemaPath:"#/properties/allowaccess/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.allowaccess.type,parentSchema:schema54.properties.allowaccess,data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(typeof data7 !== "string"){
const err42 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.status.type,parentSchema:schema54.properties.status,data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const _errs32 = errors;
let valid9 = false;
let passing2 = null;
const _errs33 = errors;
if("up" !== data7){
const err43 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "up"},message:"must be equal to constant",schema:"up",parentSchema:schema54.properties.status.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid3 = _errs33 === errors;
if(_valid3){
valid9 = true;
passing2 = 0;
}
const _errs34 = errors;
if("down" !== data7){
const err44 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "down"},message:"must be equal to constant",schema:"down",parentSchema:schema54.properties.status.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid3 = _errs34 === errors;
if(_valid3 && valid9){
valid9 = false;
passing2 = [passing2, 1];
}
else {
if(_valid3){
valid9 = true;
passing2 = 1;
}
}
if(!valid9){
const err45 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema54.properties.status.oneOf,parentSchema:schema54.properties.status,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"required":{"name":[],"mode":[]}};
const templates4 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err47 of vErrors){
if((((((err47.keyword !== "errorMessage") && (!err47.emUsed)) && (err47.instancePath === instancePath)) && (err47.keyword in emErrors4)) && (err47.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err47.schemaPath.slice(1)))){
emPropParams1 = obj0[err47.keyword];
emParamsErrors1 = emErrors4[err47.keyword][err47.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err47);
err47.emUsed = true;
}
}
}
for(const key4 in emErrors4){
for(const keyProp1 in emErrors4[key4]){
emParamsErrors1 = emErrors4[key4][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates4[key4] && templates4[key4][keyProp1];
const err48 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema54.errorMessage[key4][keyProp1],schema:schema54.errorMessage,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err49 of vErrors){
if(!err49.emUsed){
emErrs4.push(err49);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["1b0a1f19"] = validate26;
const schema55 = {"properties":{"mode":{"const":"static"}},"required":["mode"],"$id":"1b0a1f19"};

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
if(data.mode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.mode !== undefined){
let data0 = data.mode;
if("static" !== data0){
const err1 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/const",keyword:"const",params:{allowedValue: "static"},message:"must be equal to constant",schema:"static",parentSchema:schema55.properties.mode,data:data0};
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
validate26.evaluated = {"props":{"mode":true},"dynamicProps":false,"dynamicItems":false};

exports["-66c8fe71"] = validate27;
const schema56 = {"const":"static","title":"Manual","$id":"-66c8fe71"};

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
if("static" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "static"},message:"must be equal to constant",schema:"static",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-6c297c49"] = validate28;
const schema57 = {"const":"dhcp","title":"DHCP","$id":"-6c297c49"};

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
if("dhcp" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "dhcp"},message:"must be equal to constant",schema:"dhcp",parentSchema:schema57,data};
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

exports["-54c51747"] = validate29;
const schema58 = {"const":"https","title":"HTTPS","$id":"-54c51747"};

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
if("https" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "https"},message:"must be equal to constant",schema:"https",parentSchema:schema58,data};
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

exports.cd6eef3 = validate30;
const schema59 = {"const":"ssh","title":"SSH","$id":"cd6eef3"};

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
if("ssh" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ssh"},message:"must be equal to constant",schema:"ssh",parentSchema:schema59,data};
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

exports["-1ece77e9"] = validate31;
const schema60 = {"const":"snmp","title":"SNMP","$id":"-1ece77e9"};

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
if("snmp" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "snmp"},message:"must be equal to constant",schema:"snmp",parentSchema:schema60,data};
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

exports["51a51ad7"] = validate32;
const schema61 = {"const":"http","title":"HTTP","$id":"51a51ad7"};

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
if("http" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant",schema:"http",parentSchema:schema61,data};
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

exports["636cdc97"] = validate33;
const schema62 = {"const":"telnet","title":"TELNET","$id":"636cdc97"};

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
if("telnet" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "telnet"},message:"must be equal to constant",schema:"telnet",parentSchema:schema62,data};
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

exports["-abc8cec"] = validate34;
const schema63 = {"const":"radius-acct","title":"RADIUS accounting","$id":"-abc8cec"};

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
if("radius-acct" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "radius-acct"},message:"must be equal to constant",schema:"radius-acct",parentSchema:schema63,data};
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

exports["-27b008a9"] = validate35;
const schema64 = {"const":"up","title":"Up","$id":"-27b008a9"};

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
if("up" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "up"},message:"must be equal to constant",schema:"up",parentSchema:schema64,data};
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

exports["73ace7b7"] = validate36;
const schema65 = {"const":"down","title":"Down","$id":"73ace7b7"};

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
if("down" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "down"},message:"must be equal to constant",schema:"down",parentSchema:schema65,data};
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

export const validateFns = exports;
